/**
 * The drop-in's shape while its methods load, drawn with the layout's own boxes (the
 * accordion's bordered list, or the tabs' tiles) so the content takes the skeleton's place
 * instead of appearing under three bars and a gap: the open card's fields and Pay first,
 * then the other methods' rows, as the drop-in opens. The methods are not known yet: the
 * shape shows three, the least a drop-in with a card and wallets lists.
 */
import type { DropinLayout } from '../../../protocol';
import './dropin-skeleton.css';

const OTHER_ROWS = 2;
/** As many as a row holds at a frame's usual widths; a narrower row shows fewer (dropin-skeleton.css). */
const TILES = 4;

/** A grey bone; its size is the part's it stands for (dropin-skeleton.css). */
const Bone = ({ part }: { readonly part: string }) => <span className={`portico-skeleton__bar portico-dropin-skeleton__${part}`} />;

/** A card field: its label above its box. */
function Field() {
  return (
    <div className="portico-dropin-skeleton__field">
      <Bone part="label" />
      <Bone part="box" />
    </div>
  );
}

/** The open card's body: the fields (number; expiry and security code) and the Pay button. */
function CardBody() {
  return (
    <div className="portico-dropin-skeleton__body">
      <div className="portico-dropin-skeleton__fields">
        <Field />
        <div className="portico-dropin-skeleton__pair">
          <Field />
          <Field />
        </div>
      </div>
      <Bone part="pay" />
    </div>
  );
}

function Header() {
  return (
    <div className="portico-dropin-skeleton__header">
      <Bone part="choice" />
      <Bone part="mark" />
      <Bone part="name" />
    </div>
  );
}

export function DropinSkeleton({ layout, label }: { readonly layout: DropinLayout; readonly label: string }) {
  return (
    <div className="portico-dropin portico-dropin-skeleton portico-skeleton--fill" data-layout={layout} role="status" aria-busy="true" aria-label={label}>
      {layout === 'tab' ? (
        <div className="portico-dropin-skeleton__tabs" aria-hidden="true">
          <div className="portico-dropin-skeleton__tiles">
            {Array.from({ length: TILES }, (_, index) => (
              <div key={index} className="portico-dropin-skeleton__tile">
                <Bone part="mark" />
                <Bone part="name" />
              </div>
            ))}
          </div>
          <CardBody />
        </div>
      ) : (
        <div className="portico-dropin-skeleton__list" aria-hidden="true">
          <div className="portico-dropin-skeleton__item">
            <Header />
            <CardBody />
          </div>
          {Array.from({ length: OTHER_ROWS }, (_, index) => (
            <div key={index} className="portico-dropin-skeleton__item">
              <Header />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
