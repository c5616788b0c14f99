import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { CategoryNode } from './content.ts';
import type { loader } from '../routes/category-menu.ts';

/** The path of the category tree resource route (routes.ts). */
export const CATEGORY_MENU_PATH = '/categorie-menu';

export interface CategoryTree {
  /** `undefined` until loaded, `null` when loading failed. */
  categories: CategoryNode[] | null | undefined;
  /** Starts loading the tree; later calls do nothing. */
  load: () => void;
}

/**
 * The category tree of the menus, held by the shell so that it is fetched once
 * per page view however often the category modal or the sidebar opens.
 */
export function useCategoryTree(): CategoryTree {
  const fetcher = useFetcher<typeof loader>();
  const requested = useRef(false);
  const { load } = fetcher;
  const loadOnce = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void load(CATEGORY_MENU_PATH);
  }, [load]);
  return { categories: fetcher.data?.categories, load: loadOnce };
}

/** Loads the tree when the menu that shows it opens (mounts). */
export function useLoadCategoryTree(tree: CategoryTree): void {
  const { load } = tree;
  useEffect(load, [load]);
}
