import { describe, expect, it } from 'vitest';
import { API_MESSAGE_GROUPS, apiMessageIn, apiMessageKey, translateApiMessage } from './api-messages.js';
import { CART_MESSAGES } from './cart.js';
import { PROJECT_MESSAGES } from './projects.js';

describe("the API's messages in Bahasa Malaysia", () => {
  it('finds a message by its stable key, in each language', () => {
    expect(apiMessageKey(CART_MESSAGES.notInCart)).toBe('cart.notInCart');
    expect(apiMessageIn('cart.notInCart', 'en')).toBe(CART_MESSAGES.notInCart);
    expect(apiMessageIn('cart.notInCart', 'ms')).toBe('Sampel itu tiada dalam troli anda');
    expect(apiMessageIn('project.boardNotFound', 'ms')).toBe('Papan tidak dijumpai');
    expect(apiMessageIn('nothing.here', 'ms')).toBeUndefined();
  });

  it('says a text two groups share the same in Malay, and leaves an unknown text as it is', () => {
    expect(translateApiMessage(PROJECT_MESSAGES.sampleNotFound, 'ms')).toBe('Sampel tidak dijumpai');
    expect(translateApiMessage('Something new', 'ms')).toBe('Something new');
    expect(translateApiMessage(CART_MESSAGES.notInCart, 'en')).toBe(CART_MESSAGES.notInCart);
  });

  it('has Malay only for messages English has, and never English words left in it', () => {
    for (const [name, { english, malay }] of Object.entries(API_MESSAGE_GROUPS)) {
      for (const [key, text] of Object.entries(malay)) {
        expect(typeof (english as Record<string, unknown>)[key], `${name}.${key}`).toBe('string');
        expect(text, `${name}.${key}`).not.toBe((english as Record<string, unknown>)[key]);
        expect(text, `${name}.${key}`).not.toMatch(/\b(sample|cart|order|password|e-mail|email|board|project)\b/i);
      }
    }
  });
});
