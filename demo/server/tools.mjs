// The demo server's tools. Each asks through `inputRequired` (protocol 2026-07-28: the question comes back in
// the result and the client retries); on 2025 sessions the SDK's legacy shim asks the same questions as real
// elicitation/create requests. Every asking tool is registered through `requestStates.registerAskingTool`
// (request-state.mjs): its answers reach it only with a state signed here, unexpired, of this person, this tool,
// these arguments and this step, and spent once. The page flows of URL mode belong to the person who called
// (flows.mjs). Each tool says what it does to the world in its annotations (ELICITATION.md §6b): a client
// offers "Don't ask again" only where a remembered answer cannot destroy anything.
import { McpServer, acceptedContent, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { FlowLimitError } from './flows.mjs';

/** The seat map (apps/seat-map.html): an MCP App that draws the seat question itself, for hosts that show such apps. */
const SEAT_MAP = 'ui://demo/seat-map';
const APP_MIME_TYPE = 'text/html;profile=mcp-app';
const seatMapHtml = readFileSync(new URL('./apps/seat-map.html', import.meta.url), 'utf8');
/** The free seats of coach 4 (the others are taken), window seats named. */
const SEATS = ['1A', '1D', '2B', '2C', '3A', '3B', '4C', '4D'];
const seatTitle = (seat) => (/[AD]$/.test(seat) ? `${seat} (window)` : `${seat} (aisle)`);

const text = (value) => ({ content: [{ type: 'text', text: value }] });
const folders = () => new Map([['reports', 12], ['photos-2019', 348], ['empty-folder', 0]]);
const nextFriday = () => {
  const d = new Date();
  d.setDate(d.getDate() + ((5 - d.getDay() + 7) % 7 || 7));
  return d.toISOString().slice(0, 10);
};
const addDays = (date, days) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const answerOf = (responses, key) => {
  const r = inputResponse(responses, key);
  return r.kind === 'elicit' ? r.action : 'missing';
};

/**
 * `consentOrigin` serves the page flows; `era` tells whether this server speaks to a 2025 session; `person` is who
 * calls (mcp-http.mjs, from a verified credential); `flows` the URL-mode flows (flows.mjs); `config` the demo's
 * timing (config.mjs); `requestStates` registers the asking tools and checks every state (request-state.mjs).
 */
export function buildServer({ consentOrigin, era, person, flows, folderState, config, requestStates }) {
  const server = new McpServer(
    { name: 'demo-server', title: 'Demo Tools', version: '1.0.0' },
    {
      // 2025 sessions: how long the SDK's legacy shim waits for the answer to each elicitation/create.
      inputRequired: { roundTimeoutMs: config.questionTimeoutMs },
      // Every retry must bring back a state this server signed for this person (2026: before its question's time was up).
      requestState: { verify: requestStates.verifier(era) },
    },
  );
  const files = folderState ?? folders();
  const tool = (name, config, handler) => requestStates.registerAskingTool(server, name, config, handler);

  tool(
    'delete_folder',
    {
      title: 'Delete a folder',
      description: 'Deletes a folder. A folder with files is only deleted after you confirm; an empty one goes at once.',
      inputSchema: { folder: z.enum(['reports', 'photos-2019', 'empty-folder']).describe('Which folder') },
      // It destroys: the files are gone (the backup is optional). Deleting a folder that is gone changes nothing
      // more, so it is idempotent; it touches only this server's own folders (a closed world).
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ folder }, ctx, round) => {
      const count = files.get(folder);
      if (count === undefined) return text(`There is no folder “${folder}”.`);
      if (count === 0) {
        files.delete(folder);
        return text(`Deleted the empty folder “${folder}”.`);
      }
      if (round.step === undefined) {
        return round.ask('confirm', {
          confirm: inputRequired.elicit({
            message: `Delete “${folder}” and its ${count} files? This cannot be undone.`,
            requestedSchema: {
              type: 'object',
              properties: { backup: { type: 'boolean', title: 'Keep a backup copy for 30 days', default: true } },
            },
          }),
        });
      }
      const confirmed = acceptedContent(round.responses, 'confirm');
      if (!confirmed) return text(`Kept “${folder}” (${answerOf(round.responses, 'confirm')}).`);
      files.delete(folder);
      return text(`Deleted “${folder}” (${count} files)${confirmed.backup ? ', backup kept for 30 days' : ', no backup'}.`);
    },
  );

  // A question the server can draw itself (draft SEP-3118): the form question names the seat map, a `ui://` resource of
  // this server. A host that shows servers' apps shows the map; any other shows its standard form, a list of the same
  // seats. Either way the answer is checked here: the SDK does not check accepted content against the schema.
  server.registerResource('seat-map', SEAT_MAP, { title: 'Seat map', mimeType: APP_MIME_TYPE, description: 'Draws the seat question as a coach.' }, async () => ({
    contents: [{ uri: SEAT_MAP, mimeType: APP_MIME_TYPE, text: seatMapHtml }],
  }));
  tool(
    'choose_seat',
    {
      title: 'Choose a seat',
      description: 'Reserves a seat on the 18:05 to Porto. Hosts that show servers’ own forms (a preview) see a seat map.',
      // Reserves a seat and changes nothing that was there (not destructive); reserving it again changes nothing more
      // (idempotent); the railway is someone else's system (an open world).
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async (args, ctx, round) => {
      if (round.step === undefined) {
        return round.ask('seat', {
          seat: inputRequired.elicit({
            message: 'Choose your seat on the 18:05 to Porto (coach 4).',
            requestedSchema: {
              type: 'object',
              properties: { seat: { type: 'string', title: 'Seat', oneOf: SEATS.map((seat) => ({ const: seat, title: seatTitle(seat) })) } },
              required: ['seat'],
            },
            _meta: { ui: { resourceUri: SEAT_MAP } },
          }),
        });
      }
      const chosen = acceptedContent(round.responses, 'seat');
      if (!chosen) return text(`No seat reserved (${answerOf(round.responses, 'seat')}).`);
      if (!SEATS.includes(chosen.seat)) return { ...text('That seat is not free: nothing was reserved.'), isError: true };
      return text(`Reserved seat ${seatTitle(chosen.seat)} in coach 4 on the 18:05 to Porto.`);
    },
  );

  tool(
    'book_table',
    {
      title: 'Book a table',
      description: 'Books a table; when the evening is full it offers another date.',
      // Adds a booking and changes nothing that was there (not destructive); a second call books a second table
      // (not idempotent); the restaurant is someone else's system (an open world).
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args, ctx, round) => {
      if (round.step === undefined) {
        return round.ask('booking', {
          booking: inputRequired.elicit({
            message: 'Book a table at Casa Lisboa.',
            requestedSchema: {
              type: 'object',
              properties: {
                date: { type: 'string', format: 'date', title: 'Date', default: nextFriday() },
                time: { type: 'string', title: 'Time', oneOf: [{ const: '18:30', title: '18:30' }, { const: '20:00', title: '20:00' }, { const: '21:30', title: '21:30' }] },
                guests: { type: 'integer', title: 'Party size', minimum: 1, maximum: 12, default: 2 },
              },
              required: ['date', 'time', 'guests'],
            },
          }),
        });
      }
      if (round.step === 'booking') {
        const booking = acceptedContent(round.responses, 'booking');
        if (!booking) return text(`No booking made (${answerOf(round.responses, 'booking')}).`);
        if (booking.time !== '20:00') return text(`Booked a table for ${booking.guests} on ${booking.date} at ${booking.time}.`);
        const other = addDays(booking.date, 1);
        return round.ask(
          'alternative',
          {
            alternative: inputRequired.elicit({
              message: `${booking.date} at 20:00 is full. Would ${other} at 20:00 suit you?`,
              requestedSchema: {
                type: 'object',
                properties: { accept: { type: 'boolean', title: `Book ${other} at 20:00 instead` } },
                required: ['accept'],
              },
            }),
          },
          { booking: { ...booking, other } },
        );
      }
      const alternative = acceptedContent(round.responses, 'alternative');
      const asked = round.data.booking;
      return alternative?.accept && asked ? text(`Booked a table for ${asked.guests} on ${asked.other} at 20:00.`) : text('No booking made.');
    },
  );

  tool(
    'edit_profile',
    {
      title: 'Edit your profile',
      description: 'A form with every kind of field, most of them pre-filled.',
      // Overwrites what the profile said (destructive: the old values are gone); the same answers give the same
      // profile (idempotent); the profile is this server's own (a closed world).
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (args, ctx, round) => {
      if (round.step === undefined) {
        return round.ask('profile', {
          profile: inputRequired.elicit({
            message: 'Check your profile and change what is out of date.',
            requestedSchema: {
              type: 'object',
              properties: {
                name: { type: 'string', title: 'Name', minLength: 2, maxLength: 60, default: 'Ada Lovelace' },
                email: { type: 'string', title: 'Email', format: 'email', default: 'ada@example.org' },
                website: { type: 'string', title: 'Website', format: 'uri' },
                birthday: { type: 'string', title: 'Birthday', format: 'date', default: '1815-12-10' },
                callback: { type: 'string', title: 'Call me back at', format: 'date-time', description: 'In your time zone.' },
                age: { type: 'integer', title: 'Age', minimum: 0, maximum: 150, default: 36 },
                height: { type: 'number', title: 'Height (m)', minimum: 0.5, maximum: 2.5, default: 1.65 },
                newsletter: { type: 'boolean', title: 'Send me the newsletter', default: true },
                terms: { type: 'boolean', title: 'I accept the updated terms' },
                plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro' }, { const: 'team', title: 'Team' }], default: 'free' },
                language: { type: 'string', title: 'Language', enum: ['English', 'Deutsch', 'Español', 'Français', 'Italiano', 'Português'], default: 'English' },
                pet: { type: 'string', title: 'Favourite pet', enum: ['cat', 'dog', 'fish'], enumNames: ['Cats', 'Dogs', 'Fish'] },
                topics: { type: 'array', title: 'Topics', items: { type: 'string', enum: ['maths', 'engines', 'poetry'] }, default: ['maths'] },
                channels: { type: 'array', title: 'Notify me by', minItems: 1, items: { anyOf: [{ const: 'email', title: 'Email' }, { const: 'sms', title: 'Text message' }] }, default: ['email'] },
              },
              required: ['name', 'email', 'terms'],
            },
          }),
        });
      }
      const profile = acceptedContent(round.responses, 'profile');
      return text(profile ? `Saved your profile: ${JSON.stringify(profile)}` : `Profile unchanged (${answerOf(round.responses, 'profile')}).`);
    },
  );

  tool(
    'set_preferences',
    {
      title: 'Set your preferences',
      description: 'Multi-select preferences.',
      // Replaces the preferences saved before (destructive: they are gone); the same answers give the same
      // preferences (idempotent); this server's own data (a closed world).
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (args, ctx, round) => {
      if (round.step === undefined) {
        return round.ask('prefs', {
          prefs: inputRequired.elicit({
            message: 'Which cuisines do you like? Pick up to three.',
            requestedSchema: {
              type: 'object',
              properties: {
                cuisines: {
                  type: 'array',
                  title: 'Cuisines',
                  minItems: 1,
                  maxItems: 3,
                  items: { anyOf: ['Portuguese', 'Japanese', 'Mexican', 'Lebanese', 'Indian'].map((c) => ({ const: c.toLowerCase(), title: c })) },
                },
                diet: { type: 'array', title: 'Dietary needs', items: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten-free', 'nut allergy'] } },
              },
              required: ['cuisines'],
            },
          }),
        });
      }
      const prefs = acceptedContent(round.responses, 'prefs');
      return text(prefs ? `Saved: ${prefs.cuisines.join(', ')}${prefs.diet?.length ? `; diet: ${prefs.diet.join(', ')}` : ''}.` : 'Preferences unchanged.');
    },
  );

  /** A page flow of the caller, and the URL question that opens it (the URL carries the flow's id only). */
  const pageFlow = (kind, message, path) => {
    const flow = flows.start(kind, person);
    if (era === '2025') {
      // 2025 sessions learn that the page flow finished from a completion notification.
      try {
        flow.notify = server.server.createElicitationCompletionNotifier(flow.id);
      } catch {
        flow.notify = undefined;
      }
    }
    return { flow, request: inputRequired.elicitUrl({ message, url: `${consentOrigin}${path}?flow=${flow.id}`, elicitationId: flow.id }) };
  };
  /** Too many pages open: said plainly instead of asking. */
  const flowRefusal = (error) => {
    if (error instanceof FlowLimitError) return { content: [{ type: 'text', text: error.message }], isError: true };
    throw error;
  };

  tool(
    'plan_trip',
    {
      title: 'Plan a trip',
      description: 'Two questions in one round: the trip details (form) and the payment page (URL).',
      // It books a stay and takes a deposit: money that is not given back counts as destroyed, so it is marked
      // destructive; a second call books a second trip (not idempotent); the payment provider is someone else's.
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    async (args, ctx, round) => {
      if (round.step === undefined) {
        let page;
        try {
          page = pageFlow('payment', 'Confirm the deposit of €50 on the payment page.', '/pay');
        } catch (error) {
          return flowRefusal(error);
        }
        return round.ask(
          'trip',
          {
            trip: inputRequired.elicit({
              message: 'Where to, and for how long?',
              requestedSchema: {
                type: 'object',
                properties: {
                  destination: { type: 'string', title: 'Destination', enum: ['Lisbon', 'Porto', 'Madeira'] },
                  nights: { type: 'integer', title: 'Nights', minimum: 1, maximum: 14, default: 3 },
                },
                required: ['destination', 'nights'],
              },
            }),
            payment: page.request,
          },
          { flow: page.flow.id },
        );
      }
      const trip = acceptedContent(round.responses, 'trip');
      const payment = answerOf(round.responses, 'payment');
      if (!trip || payment !== 'accept') return text(`Trip not booked (details: ${trip ? 'given' : answerOf(round.responses, 'trip')}, payment: ${payment}).`);
      const paid = await flows.take(round.data.flow, person, config.pageWaitMs);
      return text(paid ? `Booked ${trip.nights} nights in ${trip.destination}; deposit paid.` : 'The payment was not completed.');
    },
  );

  // A tool that nags, to show the guard rails: it asks again each round while the answer is no, up to five times in
  // one call. The kit's loop guard answers the repeats for the person (declined again, unseen), and its cap stops a
  // server that asks too often; the page's log summary lists this tool among those that nag.
  tool(
    'subscribe_newsletter',
    {
      title: 'Subscribe to the newsletter',
      description: 'Asks you to subscribe to the Example Cloud newsletter, and asks again while you say no (up to five times): a tool that nags.',
      // Adds a subscription (not destructive); subscribing twice is still one subscription (idempotent); the
      // newsletter is Example Cloud's (an open world).
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async (args, ctx, round) => {
      const asked = round.data.answers ?? [];
      const answers = round.step === undefined ? asked : [...asked, answerOf(round.responses, 'subscribe')];
      const subscribed = round.step !== undefined && acceptedContent(round.responses, 'subscribe');
      if (subscribed) return text(`Subscribed to the ${subscribed.weekly ? 'weekly digest' : 'newsletter'}.`);
      if (answers.length === 5) return text(`Not subscribed: asked ${answers.length} times (${answers.join(', ')}).`);
      return round.ask(
        'subscribe',
        {
          subscribe: inputRequired.elicit({
            message: 'Subscribe to the Example Cloud newsletter?',
            requestedSchema: { type: 'object', properties: { weekly: { type: 'boolean', title: 'Only the weekly digest', default: true } } },
          }),
        },
        { answers },
      );
    },
  );

  tool(
    'connect_account',
    {
      title: 'Connect your account',
      description: 'URL mode: sign in on the account page (another origin), then come back.',
      // Adds a connection and removes nothing (not destructive); connecting again leaves one connection
      // (idempotent); the account is Example Cloud's (an open world).
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async (args, ctx, round) => {
      if (round.step === undefined) {
        let page;
        try {
          page = pageFlow('connect', 'Sign in to Example Cloud to connect your account.', '/connect');
        } catch (error) {
          return flowRefusal(error);
        }
        return round.ask('signin', { signin: page.request }, { flow: page.flow.id });
      }
      const action = answerOf(round.responses, 'signin');
      if (action !== 'accept') return text(`Not connected (${action}).`);
      const connected = await flows.take(round.data.flow, person, config.pageWaitMs);
      return text(connected ? 'Connected to Example Cloud as ada@example.org.' : 'The sign-in was not completed.');
    },
  );

  return server;
}
