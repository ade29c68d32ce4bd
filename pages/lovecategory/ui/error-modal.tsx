// error-modal: a failed card lookup or choice. The title, the reason and the text are the
// content's (`modals`, `failures`: the reason the state keeps is said in its words). Focus starts on the title, so the
// message is read before the seven phone links.
import { Dialog } from '#shared/ui/dialog.js';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { modalClosed, selectCardCategories } from '#shared/store/slices/card-categories.js';
import { telHref } from '#shared/ui/format.js';
import { useModal } from './use-modal.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';
import { failureText } from './card-status-texts.js';
import type { CardFailure } from '#shared/store/slices/card-categories-failure.js';

/** A card the upstream does not know or refuses is the visitor's typo, not the site's failure: said so, with what to check. */
const isMistake = (failure: CardFailure | null): boolean => failure?.reason === 'cardUnknown' || failure?.reason === 'cardRefused';

/** The failure's title with each hyphenated word («что-то») kept whole: a narrow screen never breaks the line at its hyphen. */
export function FailureTitle() {
  const { failure } = useAppSelector(selectCardCategories);
  const { failureTitle, mistakeTitle } = useAppSelector(selectLovecategoryOnPage).modals;
  const title = isMistake(failure) ? mistakeTitle : failureTitle;
  return <>{title.split(/(\S+-\S+)/u).map((part, i) => (i % 2 === 1 ? <span key={i} className="nowrap">{part}</span> : part))}</>;
}

/** What a failure says below its title: its reason, then the support lines (the modal, and the status block without JS). */
export function FailureDetails() {
  const { failure, supportPhones } = useAppSelector(selectCardCategories);
  const { failures, modals } = useAppSelector(selectLovecategoryOnPage);
  return (
    <>
      {failure && <p className="lc-modal__reason">{failureText(failures, failure)}</p>}
      <p>{isMistake(failure) ? modals.mistakeText : modals.failureText}</p>
      <ul className="lc-phones">
        {supportPhones.map(({ city, phone }) => (
          <li key={city} className="lc-phones__line">
            <span>{city}</span> <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorModal() {
  const dispatch = useAppDispatch();
  const { open, dismissed } = useModal('error-modal');
  const { close } = useAppSelector(selectLovecategoryOnPage).modals;
  const footer = (
    <button type="button" className="button" onClick={() => dispatch(modalClosed('error-modal'))}>{close}</button>
  );
  return (
    <Dialog open={open} onClose={dismissed} title={<FailureTitle />} footer={footer} focusTitle>
      <FailureDetails />
    </Dialog>
  );
}
