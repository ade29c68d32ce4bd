// The business header. The logo is server HTML; picker, phone and callback follow the city chosen in the browser, so
// they are one island.
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { citySlice, selectActiveCity } from '../../store/slices/city.js';
import { feedbackOpened, feedbackSlice, selectFeedback } from '../../store/slices/feedback.js';
import { CityPicker } from './city-picker.js';
import { RETAILER_SITE_URL } from '../../ui/retailer-logo.js';
import { telHref } from '../../ui/format.js';
import { phoneKept } from '../../ui/keep-together.js';
import { Island, island } from '../../ui/island.js';
import { OpensFeedback } from './opens-feedback.js';
import { selectBusinessHeaderTexts } from './business-site-texts.js';

function HeaderControls() {
  const dispatch = useAppDispatch();
  const city = useAppSelector(selectActiveCity);
  const { callbackTopic } = useAppSelector(selectFeedback);
  const texts = useAppSelector(selectBusinessHeaderTexts);
  return (
    <>
      <CityPicker />
      <div className="biz-header__contact">
        {city && (
          <p className="biz-header__phone-line">
            {!city.hideAbovePhone && <span className="biz-header__hours">{texts.hours}</span>}
            <a className="biz-header__phone" href={telHref(city.phone)}>{phoneKept(city.phone)}</a>
          </p>
        )}
        <OpensFeedback
          className="biz-header__callback"
          onOpen={() => dispatch(feedbackOpened({ msg: texts.callbackMessage, value: callbackTopic }))}
        >
          {texts.callback}
        </OpensFeedback>
      </div>
    </>
  );
}

export const headerControlsIsland = island('biz-header-controls', HeaderControls, [citySlice, feedbackSlice]);

export function BusinessHeader() {
  const { logoNote } = useAppSelector(selectBusinessHeaderTexts);
  return (
    <header className="biz-header">
      <div className="container biz-header__bar">
        <a className="site-logo biz-header__logo" href={RETAILER_SITE_URL}>
          <span className="site-logo__mark" aria-hidden="true">П</span>
          <span>Петрович<span className="biz-header__logo-note"> {logoNote}</span></span>
        </a>
        <Island of={headerControlsIsland} />
      </div>
    </header>
  );
}
