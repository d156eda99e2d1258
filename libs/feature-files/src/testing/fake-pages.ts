import { ApiError, type PageOptions } from '@file-browser/api-client';
import { isListing, type ListingPage, type Resource } from '@file-browser/api-contract';

/** What {@link withListPage} needs of a fake client. */
interface ResourceFake {
  getResource(path: string): Promise<Resource>;
}

/**
 * A fake client with `listPage` added, answering the pages of what its `getResource` answers
 * for the folder (tests of the files screen). A file path fails as the real call does: the
 * server's answer (a file's info) is not a page.
 */
export function withListPage<T extends ResourceFake>(client: T) {
  const listPage = async (path: string, { limit, offset = 0 }: PageOptions) => {
    const resource = await client.getResource(path);
    if (!isListing(resource)) throw new ApiError('Invalid response at "items": Invalid input', 200);
    const { items } = resource;
    const page: ListingPage = {
      ...resource,
      items: items.slice(offset, offset + limit),
      offset,
      limit,
      total: items.length,
    };
    return page;
  };
  return Object.assign(client, { listPage });
}
