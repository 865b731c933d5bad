import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const base = 'http://127.0.0.1:3191';
const accounts = JSON.parse(readFileSync('.test-data/shot-main/demo-accounts.json', 'utf8'));
const find = (email) => ({ password: accounts[email] });
const login = async (email) => {
  const { password } = find(email);
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return res.json();
};
const api = async (token, method, path, body) => {
  const res = await fetch(`${base}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  try { return JSON.parse(text); } catch { return text; }
};

const premium = await login('premium@samplebank.demo');
const admin = await login('admin@samplebank.demo');
const token = premium.token;
// a paid order with an invoice
const samples = await api(token, 'GET', '/samples?limit=3');
const list = samples.samples ?? samples.items ?? samples;
await api(token, 'POST', '/cart-samples/add-sample', { sampleId: list[0]._id, quantity: 2 });
await api(token, 'POST', '/cart-samples/add-sample', { sampleId: list[1]._id, quantity: 1 });
const cart = await api(token, 'GET', '/cart-samples/user-cart');
const settings = await api(token, 'GET', '/settings');
const body = { amount: cart.charges.amount, currency: 'myr', cartId: cart._id, deliveryFee: cart.charges.deliveryFee, tax: cart.charges.tax, deliveryDate: process.argv[2], isExpressDelivery: false, isPremium: true };
const intent = await api(token, 'POST', '/payments/payment-intent', body);
console.log('intent', JSON.stringify(intent).slice(0, 200));
const paid = await api(token, 'POST', '/payments/test-card/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', email: 'premium@samplebank.demo', phone: '0123456789' });
console.log('paid', JSON.stringify(paid));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
async function shot(session, path, file, width = 1280, height = 900) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${base}/`);
  await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', JSON.stringify(u)); }, [session.token, session.user]);
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}
await shot(premium, `/orders/${intent.orderId}`, '/tmp/shot-order.png');
await shot(premium, `/orders/${intent.orderId}`, '/tmp/shot-order-phone.png', 390, 844);
await shot(admin, '/admin/settings', '/tmp/shot-settings.png');
await shot(premium, '/account', '/tmp/shot-account.png');
await browser.close();
