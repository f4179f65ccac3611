import * as styles from './screen.css.ts';

/** The app's logo (from config) or a plain mark, with the app title as the page heading. */
export function Brand({ title, logoSrc }: { title: string; logoSrc?: string }) {
  return (
    <div className={styles.brand}>
      {logoSrc ? (
        <img className={styles.logo} src={logoSrc} alt="" />
      ) : (
        <span className={styles.logo} aria-hidden="true">
          兜
        </span>
      )}
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
