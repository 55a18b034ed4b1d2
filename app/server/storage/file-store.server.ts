// The file store chosen by configuration: local disk (default) or an S3 bucket, behind one interface.
import { type Config, config, type S3Settings } from "../config.server";
import { checkStoragePath, type FileStore, mediaUrl } from "./file-store-types.server";
import { createLocalFileStore } from "./local-file-store.server";

export {
  FileExistsError,
  type FileStore,
  InvalidStoragePathError,
  isStoragePath,
  type StoredFile,
} from "./file-store-types.server";
export { createLocalFileStore } from "./local-file-store.server";

let current: { settings: Config; store: FileStore } | undefined;

/** The store chosen by configuration (STORAGE_DRIVER); one per configuration, so S3 keeps its connections. */
export function createFileStore(): FileStore {
  const settings = config();
  if (current?.settings !== settings) current = { settings, store: storeFor(settings) };
  return current.store;
}

function storeFor(settings: Config): FileStore {
  const driver = settings.storageDriver;
  switch (driver) {
    case "local":
      return createLocalFileStore(settings.uploadsDir);
    case "s3":
      if (!settings.s3) throw new Error("STORAGE_DRIVER is s3 but the S3 settings are missing.");
      return lazyS3FileStore(settings.s3);
    default:
      throw new Error(`Unknown storage driver: ${driver satisfies never}`);
  }
}

/**
 * The S3 store, with the AWS SDK loaded on first use: it costs ~30 MB and a few hundred
 * milliseconds of start-up that a server on local disk should not pay.
 */
function lazyS3FileStore(settings: S3Settings): FileStore {
  let loading: Promise<FileStore> | undefined;
  const store = () => {
    loading ??= import("./s3-file-store.server").then((module) => module.createS3FileStore(settings));
    return loading;
  };
  return {
    put: async (filePath, bytes, contentType) => (await store()).put(filePath, bytes, contentType),
    get: async (filePath) => (await store()).get(filePath),
    stream: async (filePath) => (await store()).stream(filePath),
    remove: async (filePath) => (await store()).remove(filePath),
    removeMany: async (filePaths) => (await store()).removeMany(filePaths),
    exists: async (filePath) => (await store()).exists(filePath),
    list: async function* () {
      yield* (await store()).list();
    },
    removeAbandonedTemporaryFiles: async (olderThan, options) =>
      (await store()).removeAbandonedTemporaryFiles(olderThan, options),
    url: (filePath) => mediaUrl(checkStoragePath(filePath), settings.publicUrl),
  };
}
