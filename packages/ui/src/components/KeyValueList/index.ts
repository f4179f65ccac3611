export { KeyValueList, type KeyValueItem, type KeyValueListProps } from './KeyValueList.tsx';
