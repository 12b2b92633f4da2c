import { useEffect } from 'react';
import { useFormik } from 'formik';
import { markPopupSignedUp, trackEvent } from '@rv/shared-lib';
import { Modal } from '@rv/ui-kit';
import { POPUP_FORM_SCHEMA } from '@rv/domain/forms';
import { FORM_PATHS } from '../../form-fields/api/form-submit.resource';
import { useSiteSettings } from '../../form-fields/api/site-settings.resource';
import { TextField } from '../../form-fields/components/fields.component';
import { FormFrame } from '../../form-fields/components/form-frame.component';
import { SENT_BY_FRAME, useDraftValues, useFormFields, type FormSetup, type Values } from '../../form-fields/hooks/use-form-fields';
import { useJsonSend } from '../../form-fields/hooks/use-json-send';
import { siteMessages } from '../../form-fields/site-messages';
import { POPUP_AUTO_CLOSE_MS, usePopupSchedule } from '../hooks/use-popup-schedule';
import styles from './popup-form.module.css';

/**
 * The promotional pop-up (spec: screens and routes; entities and fields; states and transitions): a signup modal timed by site settings. The original
 * posted to an e-mail marketing provider; here it is stored by /web/form/popup like every form.
 */
export default function PopupForm() {
  const settings = useSiteSettings();
  const popup = usePopupSchedule(settings);
  const messages = siteMessages(settings, 'popup');
  const setup: FormSetup = { formKey: 'popup', schema: POPUP_FORM_SCHEMA };
  const formik = useFormik<Values>({ initialValues: useDraftValues(setup), validationSchema: setup.schema, onSubmit: SENT_BY_FRAME });
  const form = useFormFields(formik, setup);
  const { submission, send } = useJsonSend(form, { formKey: setup.formKey, path: FORM_PATHS.popup, eventName: 'popupFormCompletion' });
  const { close } = popup;

  useEffect(() => {
    if (submission.formState !== 'success') return undefined;
    const timer = window.setTimeout(close, POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [submission.formState, close]);

  if (!popup.open || !settings) return null;
  return (
    <Modal open title={settings.popup_title || 'Stay in touch'} onClose={close} size="standard">
      <div className={styles.body}>
        {settings.popup_image?.url ? <img className={styles.image} src={settings.popup_image.url} alt={settings.popup_image.alt ?? ''} /> : null}
        <FormFrame
          title="Sign up for news and offers"
          headingLevel={3}
          form={form}
          submission={submission}
          onSend={send}
          submitLabel="Sign Up"
          successMessage={messages.success}
          errorMessage={messages.error}
          allowAnother={false}
          compact
          onSuccess={() => {
            // a visitor who signed up is never asked again, on this page load or any later one.
            markPopupSignedUp();
            trackEvent('popupFormCompletion', { form: 'popup' });
          }}
        >
          <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
          <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
          <TextField form={form} name="customerEmail" label="Email" type="email" autoComplete="email" />
        </FormFrame>
      </div>
    </Modal>
  );
}
