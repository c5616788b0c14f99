/** Banners and menu items show only between their publication and removal dates (§5). */
export function isWithinPublicationWindow(item: { publicationDate?: Date | null; removalDate?: Date | null }, now: Date): boolean {
  if (item.publicationDate && item.publicationDate.getTime() > now.getTime()) return false;
  if (item.removalDate && item.removalDate.getTime() <= now.getTime()) return false;
  return true;
}
