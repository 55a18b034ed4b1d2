// The part of s3rver (a local S3-compatible server, plain JavaScript) that the tests use.
declare module "s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type S3rverOptions = {
    directory: string;
    silent?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  }
}
