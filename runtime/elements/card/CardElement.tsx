import type { ElementScreenProps } from '../../app/screen-props';

// Placeholder while the card screen is being written (same session); replaced before commit.
export default function CardElement(_props: ElementScreenProps) {
  return null;
}
