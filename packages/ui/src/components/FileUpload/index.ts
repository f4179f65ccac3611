export {
  FileUpload,
  defaultMaxBytes,
  defaultMaxDimension,
  fileUploadImageTypes,
  type FileUploadError,
  type FileUploadProps,
} from './FileUpload.tsx';
export { fileUploadMessages } from './FileUpload.messages.ts';
