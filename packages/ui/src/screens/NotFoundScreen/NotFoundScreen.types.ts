export interface NotFoundScreenProps {
  homeHref: string;
}
