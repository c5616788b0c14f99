import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useMediaQuery } from '../../lib/use-media.ts';
import { useLocale, useT } from '../../i18n/messages.ts';
import { bannerPicture, itemLabel } from '../../lib/content.ts';
import { contentLink } from '../../lib/links.ts';
import { plainText } from '../../lib/text.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { HomeItem } from './HomeSections.tsx';

const ROTATE_MS = 7000;

/**
 * The home hero (HomeBanners) as an accessible carousel (WAI-ARIA APG):
 * previous/next buttons, slide pickers, and a pause button. It rotates only
 * in the browser, stops while hovered or focused, and never rotates for
 * visitors who prefer reduced motion.
 */
export function HeroCarousel({ slides }: { slides: HomeItem[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  // null: not chosen by the visitor; then it plays unless reduced motion is preferred.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', true);
  const hydrated = useHydrated();
  const count = slides.length;
  const playing = chosen ?? !reduced;
  const rotating = hydrated && count > 1 && playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('home.hero')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <HeroSlide key={slide.Id} slide={slide} position={slideIndex} count={count} active={slideIndex === index} />
        ))}
      </div>
      {count > 1 && (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__control"
            onClick={() => setChosen(!playing)}
            aria-label={playing ? t('home.slidePause') : t('home.slidePlay')}
          >
            <Icon name={playing ? 'pause' : 'play'} size={16} />
          </button>
          <button type="button" className="hero__control" onClick={() => go(index - 1)} aria-label={t('home.slidePrevious')}>
            <Icon name="chevronLeft" size={18} />
          </button>
          <ul className="hero__dots">
            {slides.map((slide, slideIndex) => (
              <li key={slide.Id}>
                <button
                  type="button"
                  className="hero__dot"
                  aria-label={t('home.slideGoTo', { index: slideIndex + 1 })}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  onClick={() => go(slideIndex)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="hero__control" onClick={() => go(index + 1)} aria-label={t('home.slideNext')}>
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * One slide. A banner picture (which carries its own lettering) shows from
 * tablet width up; on phones, or without a picture, the slide's text is shown
 * instead. The text is always there for assistive technology, so the picture
 * itself is decorative. The whole slide is one link.
 */
function HeroSlide({ slide, position, count, active }: { slide: HomeItem; position: number; count: number; active: boolean }) {
  const t = useT();
  const locale = useLocale();
  const link = contentLink(slide);
  const text = plainText(slide.Text);
  const title = itemLabel(slide);
  const picture = bannerPicture(slide, locale);
  const body = (
    <>
      {picture && (
        <img
          src={picture}
          alt=""
          className="hero__image"
          width="1600"
          height="600"
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
        />
      )}
      <span className={`hero__content${picture ? ' hero__content--with-image' : ''}`}>
        {slide.Name !== title && <span className="hero__eyebrow">{slide.Name}</span>}
        <span className="hero__title">{title}</span>
        {text && <span className="hero__text">{text}</span>}
        {link && (
          <span className="button button--accent button--large hero__cta">
            {t('home.heroCta')}
            <Icon name="arrowRight" size={18} />
          </span>
        )}
      </span>
    </>
  );
  return (
    <div
      className={`hero__slide hero__slide--${(position % 3) + 1}${picture ? ' hero__slide--image' : ''}${active ? ' is-active' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slide', { index: position + 1, count })}
      hidden={!active}
    >
      {link ? (
        <SmartLink link={link} className="hero__link">
          {body}
        </SmartLink>
      ) : (
        <div className="hero__link">{body}</div>
      )}
    </div>
  );
}
