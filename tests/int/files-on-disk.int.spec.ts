import { describeFileStorage } from '../helpers/file-storage-suite'

// Files on disk under MEDIA_DIR, the zero-setup default; files-on-s3 runs the same suite against a bucket.
describeFileStorage()
