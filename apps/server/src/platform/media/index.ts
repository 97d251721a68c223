export { acceptedKinds, checkUpload, type Kind, type UploadInfo, uploadLimitFor } from './check-upload.ts';
export { type AudioInfo, readAudioInfo, readVideoInfo, type VideoInfo } from './read-media-info.ts';
export { type PdfInfo, readPdfInfo } from './read-pdf-info.ts';
export { readSlidesInfo, type SlidesInfo } from './read-slides-info.ts';
export { PPTX_MIME, type Sniffed, sniffFile } from './sniff-file.ts';
export { type UnreadableReason, unreadable } from './unreadable.ts';
