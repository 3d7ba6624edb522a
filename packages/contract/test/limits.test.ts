import { describe, expect, it } from 'vitest';
import * as L from '../src/limits.ts';

describe('§9 constants', () => {
  it('hold the spec values', () => {
    expect(L.API_TIMEOUT_MS).toBe(30000);
    expect(L.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(L.SESSION_POLL_MS).toBe(10000);
    expect(L.CHAT_POLL_MS).toBe(3000);
    expect(L.CHAT_MAX_POLLS).toBe(60);
    expect(L.EVALUATION_WINDOW_MS).toBe(300000);
    expect(L.EVALUATION_MAX_OPTIONS).toBe(5);
    expect(L.DO_NOT_EVALUATE_MS).toBe(3 * 24 * 60 * 60 * 1000);
    expect(L.CHAT_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(L.FEEDBACK_MAX_IMAGES).toBe(4);
    expect(L.FEEDBACK_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(L.FEEDBACK_IMAGE_TARGET_BYTES).toBe(3 * 1024 * 1024);
    expect([L.FEEDBACK_TITLE_MAX, L.FEEDBACK_DETAIL_MAX, L.FEEDBACK_CONTACT_MAX]).toEqual([20, 200, 20]);
    expect([L.FEEDBACK_PHONE_LENGTH, L.FEEDBACK_CODE_MAX]).toEqual([11, 6]);
    expect(L.FEEDBACK_SMS_RESEND_SECONDS).toBe(60);
    expect(L.FEEDBACK_SUCCESS_MS).toBe(2000);
    expect(L.AGREEMENT_READ_SECONDS).toBe(10);
    expect([L.PASSWORD_MIN_LENGTH, L.PASSWORD_MAX_LENGTH, L.NEW_PASSWORD_MIN_LENGTH, L.NEW_PASSWORD_MAX_LENGTH]).toEqual([6, 16, 8, 15]);
    expect([L.MASK_HEAD, L.MASK_TAIL]).toEqual([3, 4]);
    expect([L.MODAL_DEFAULT_WIDTH, L.MODAL_DEFAULT_HEIGHT]).toEqual([300, 200]);
    expect([L.LIST_PAGE_SIZE, L.BATCH_PAGE_SIZE, L.DOWNLOAD_PAGE_SIZE, L.FOREX_PAGE_SIZE]).toEqual([10, 5, 1500, 100]);
    expect(L.RECOMMENDATION_GROUP_SIZE).toBe(3);
    expect(L.CHROME_LOW_VERSION).toBe(88);
    expect(L.ROUTER_HISTORY_MAX).toBe(50);
    expect([L.EXTENSION_TIMEOUT_MS, L.EXTENSION_CONNECT_WAIT_MS, L.CALL_ID_LENGTH]).toEqual([10000, 500, 10]);
    expect(L.SLIDER_CAROUSEL_SPEED_MS).toBe(300);
    expect(L.VERSION_STRING).toBe('1.0.130.release');
    expect(L.TERMINAL_TYPE).toBe('PC');
    expect(L.JSON_BODY_LIMIT_BYTES).toBe(1048576);
    expect(L.HUMAN_AGENT_HOURS.label).toBe('8:00~23:00');
  });

  it('hold the captcha values', () => {
    expect(L.CAPTCHA_TYPE).toBe('blockPuzzle');
    expect([L.CAPTCHA_IMAGE_WIDTH, L.CAPTCHA_IMAGE_HEIGHT, L.CAPTCHA_PIECE_WIDTH, L.CAPTCHA_BAR_HEIGHT]).toEqual([310, 155, 50, 50]);
    expect([L.CAPTCHA_X_OFFSET, L.CAPTCHA_FIXED_Y, L.CAPTCHA_SUCCESS_CODE]).toEqual([8, 5, '0000']);
  });
});
