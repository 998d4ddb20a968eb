/**
 * Well-known sites for the top-domain check of the URL analysis (Chromium's idea: its IDN spoof checker and its
 * look-alike warnings compare a name's skeleton with those of the most visited sites, in
 * components/url_formatter/spoof_checks/top_domains/). Chromium ships thousands, ranked by traffic, and so do
 * the ranking packages on npm (the most visited sites, few banks or sign-in services among them); this kit keeps a
 * short list of its own of the names a phisher imitates most, for their sign-in, payment or mail pages: search
 * and mail, social, shops, payment and banks, clouds and sign-in services, and governments' sign-in sites.
 * Registrable domains in ASCII, space-separated in groups; loaded on demand with the rest of the URL checks. The
 * first label of each also counts as a well-known name before a TLD and a hyphen (`chase.bank-secure.…`).
 */
export const TOP_DOMAINS: readonly string[] = [
  // Search, mail, portals.
  'google.com google.de google.co.uk google.fr google.co.jp gmail.com youtube.com yahoo.com yahoo.co.jp bing.com',
  'outlook.com hotmail.com live.com msn.com aol.com icloud.com proton.me protonmail.com gmx.de gmx.net web.de',
  'yandex.ru mail.ru naver.com daum.net baidu.com qq.com 163.com zoho.com fastmail.com',
  // Software, clouds, sign-in services.
  'microsoft.com microsoftonline.com office.com office365.com apple.com amazon.com',
  'github.com gitlab.com bitbucket.org atlassian.com slack.com zoom.us dropbox.com box.com adobe.com salesforce.com',
  'okta.com auth0.com onelogin.com duo.com cloudflare.com digitalocean.com heroku.com vercel.com netlify.com',
  'docusign.com docusign.net notion.so figma.com canva.com openai.com chatgpt.com anthropic.com claude.ai',
  'steampowered.com steamcommunity.com epicgames.com roblox.com playstation.com xbox.com nintendo.com',
  'npmjs.com docker.com stackoverflow.com wikipedia.org mozilla.org',
  // Social, messaging.
  'facebook.com instagram.com whatsapp.com messenger.com twitter.com x.com linkedin.com tiktok.com snapchat.com',
  'pinterest.com reddit.com discord.com telegram.org signal.org tumblr.com twitch.tv vk.com line.me wechat.com',
  'kakao.com threads.net',
  // Shops, travel, streaming.
  'amazon.co.uk amazon.de amazon.fr amazon.co.jp amazon.in ebay.com ebay.de aliexpress.com alibaba.com etsy.com',
  'walmart.com target.com bestbuy.com costco.com ikea.com shopify.com rakuten.co.jp mercadolibre.com temu.com',
  'booking.com airbnb.com expedia.com uber.com lyft.com netflix.com spotify.com disneyplus.com hulu.com',
  // Payment, banks, money.
  'paypal.com stripe.com squareup.com venmo.com cash.app wise.com revolut.com klarna.com payoneer.com skrill.com',
  'visa.com mastercard.com americanexpress.com discover.com coinbase.com binance.com kraken.com blockchain.com',
  'chase.com bankofamerica.com wellsfargo.com citi.com citibank.com capitalone.com usbank.com pnc.com',
  'tdbank.com schwab.com fidelity.com vanguard.com ally.com hsbc.com hsbc.co.uk barclays.co.uk lloydsbank.co.uk',
  'natwest.com santander.com santander.co.uk monzo.com ing.com ing.nl ing.de deutsche-bank.de commerzbank.de',
  'sparkasse.de postbank.de n26.com bnpparibas.com societegenerale.com credit-agricole.fr bbva.es caixabank.es',
  'unicredit.it intesasanpaolo.com ubs.com credit-suisse.com rbc.com td.com scotiabank.com bmo.com',
  'commbank.com.au westpac.com.au anz.com nab.com.au itau.com.br bradesco.com.br nubank.com.br',
  'sbi.co.in hdfcbank.com icicibank.com mufg.jp smbc.co.jp kbstar.com dbs.com.sg',
  // Delivery, telecoms.
  'dhl.com fedex.com ups.com usps.com royalmail.com dpd.com verizon.com att.com t-mobile.com vodafone.com',
  // Governments' sign-in and tax sites.
  'login.gov id.me irs.gov ssa.gov my.gov.au service.gov.uk canada.ca',
].flatMap((group) => group.split(' '));
