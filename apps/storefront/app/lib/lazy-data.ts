import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ContentItem } from '@toonbank/api/types';
import type { CategoryNode } from './content.ts';

/** Data a page shows only when a menu, dialog or tab opens: loaded then from a resource route, once. */
export interface LazyData<T> {
  /** `undefined` until loaded. */
  data: T | undefined;
  /** Starts loading; later calls for the same path do nothing. */
  load: () => void;
}

/**
 * Resource-route data held by a component that stays mounted (the shell, the page),
 * so that it is fetched once however often the part that shows it opens and closes.
 */
export function useLazyData<T>(path: string): LazyData<T> {
  const fetcher = useFetcher<T>();
  const requested = useRef<string | null>(null);
  const { load } = fetcher;
  const loadOnce = useCallback(() => {
    if (requested.current === path) return;
    requested.current = path;
    void load(path);
  }, [load, path]);
  return { data: fetcher.data as T | undefined, load: loadOnce };
}

/** Loads the data when the part that shows it opens (mounts). */
export function useLoadWhenShown(lazy: LazyData<unknown>): void {
  const { load } = lazy;
  useEffect(load, [load]);
}

/** The path of the category tree resource route (routes.ts). */
export const CATEGORY_MENU_PATH = '/categorie-menu';

/** What the category tree resource route answers: the tree, or `null` when it could not be loaded. */
export interface CategoryMenuData {
  categories: CategoryNode[] | null;
}

/** The category tree of the menus: `undefined` until loaded, `null` when loading failed. */
export interface CategoryTree {
  categories: CategoryNode[] | null | undefined;
  lazy: LazyData<CategoryMenuData>;
}

/** Held by the shell for the category modal and the mobile sidebar. */
export function useCategoryTree(): CategoryTree {
  const lazy = useLazyData<CategoryMenuData>(CATEGORY_MENU_PATH);
  return { categories: lazy.data?.categories, lazy };
}

/** The path of the main menu resource route (routes.ts); asked with the islands' key (`?key=`). */
export const MAIN_MENU_PATH = '/hoofdmenu';

/** What the main menu resource route answers: the viewer's menu trees (left out: what the viewer may not or need not see). */
export interface MainMenuData {
  /** The key that was asked for (the root data's islands key). */
  key: string;
  menus: { MainMenu: ContentItem[]; TopMenu: ContentItem[] } | null;
}

/** The viewer's main menu and top menu trees: `undefined` until loaded, `null` when loading failed. */
export interface MainMenu {
  menus: MainMenuData['menus'] | undefined;
  lazy: LazyData<MainMenuData>;
}

/** Held by the shell for the mobile sidebar: loaded when it first opens, again when the viewer's variant (key) changes. */
export function useMainMenu(islandsKey: string): MainMenu {
  const lazy = useLazyData<MainMenuData>(`${MAIN_MENU_PATH}?key=${encodeURIComponent(islandsKey)}`);
  return { menus: lazy.data?.key === islandsKey ? lazy.data.menus : undefined, lazy };
}
