import { ActionLink } from '../components/ActionLink';

/** A closing call to action leading to /contact. */
export function CtaBand({ heading, body, button }: { heading: string; body: string; button: string }) {
  return (
    <section className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{body}</p>
        <div className="mt-8">
          <ActionLink to={{ id: 'contact' }} variant="primary">
            {button}
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
