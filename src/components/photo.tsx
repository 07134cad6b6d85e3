import classes from './photo.module.css';

/** A post's photo, in its box from the first paint, loaded when scrolled near (photo.module.css). */
export function Photo({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} className={classes.photo} loading="lazy" decoding="async" />;
}
