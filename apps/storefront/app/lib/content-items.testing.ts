import type { ContentItem } from '@toonbank/api/types';

let nextId = 1;

/** Ids of `contentItem` start at 1 again (the same content gets the same ids). */
export function resetContentItemIds(): void {
  nextId = 1;
}

/** A content item (menu entry, banner, USP) for tests: a Dutch item with the next id. */
export function contentItem(Name: string, Url: string | null, Children: ContentItem[] = [], Key: string | null = null): ContentItem {
  return {
    Id: nextId++,
    Key,
    Name,
    Title: null,
    Text: null,
    Url,
    AlternateUrl: null,
    NewWindow: false,
    Image: null,
    Language: 'nl',
    Children,
  };
}
