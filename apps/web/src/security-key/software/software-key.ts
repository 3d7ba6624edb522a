import 'reflect-metadata';
import { AsnConvert } from '@peculiar/asn1-schema';
import { SubjectPublicKeyInfo } from '@peculiar/asn1-x509';
import { PemConverter, X509Certificate } from '@peculiar/x509';
import { KEY_PROVIDERS } from '@portal/contract/calls/documents/key-providers';
import { EXTENSION_ERROR_TEXT } from '@portal/contract/messages';
import { KEY_DRIVER_MIN_VERSION } from '@portal/contract/limits';
import {
  KeyApiError,
  type KeyCertType,
  type KeyDriverInfo,
  type SecurityKeyApi,
  type SelectCertificateOptions,
} from '@portal/contract/security-key/key-api';
import { currentFaults } from '../faults.ts';
import { bytesToHex } from '../sm2-x509.ts';
import type { KeyEnrolment } from '../enrolment.ts';
import { createWrappingKey, generateCsrPem, generateKeyMaterial, signBytes, type CsrSubject, type KeyMaterial } from './key-material.ts';
import { buildSignedData } from './pkcs7.ts';
import { softKeyStore, type SoftDevice } from './store.ts';

/** The version the software key reports: the current signing-control generation. */
export const SOFT_KEY_VERSION = 'V3.2.0';
/** What the version-too-low fault reports. */
export const SOFT_KEY_LOW_VERSION = 'V2.1.0';

const WRAPPING_KEY = 'wrapping-key';
const MAC = 'mac';
const CPU_ID = 'cpu-id';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const utf8 = (text: string) => new TextEncoder().encode(text);

function randomHex(bytes: number): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A value generated once per browser profile and kept in the key's store (MAC, CPU id, wrapping key). */
async function once<T>(key: string, make: () => T | Promise<T>): Promise<T> {
  const existing = await softKeyStore.getMeta<T>(key);
  if (existing !== undefined) return existing;
  const value = await make();
  await softKeyStore.putMeta(key, value);
  return value;
}

/** The public key bits of a SubjectPublicKeyInfo, so algorithm-parameter spellings do not matter. */
function publicKeyBits(spki: ArrayBuffer): string {
  return bytesToHex(AsnConvert.parse(spki, SubjectPublicKeyInfo).subjectPublicKey);
}

async function publicKeyBitsOf(material: KeyMaterial): Promise<string> {
  return material.certType === 'RSA' ? publicKeyBits(await globalThis.crypto.subtle.exportKey('spki', material.publicKey)) : material.publicHex;
}

/**
 * The software key: devices in IndexedDB, each with a serial number, a §9 provider and one key
 * pair, speaking the same API as the real extension (SecurityKeyApi) plus enrolment.
 */
export class SoftwareKey implements SecurityKeyApi, KeyEnrolment {
  private selected: SoftDevice | undefined;

  private guard(): void {
    if (currentFaults().extensionMissing) throw new KeyApiError('HK_EXTENSION_MISSING', EXTENSION_ERROR_TEXT.missing);
  }

  private async wrappingKey(): Promise<CryptoKey> {
    return once(WRAPPING_KEY, createWrappingKey);
  }

  private async plugged(): Promise<SoftDevice[]> {
    this.guard();
    if (currentFaults().noKey) return [];
    return (await softKeyStore.list()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  private async device(serial: string): Promise<SoftDevice> {
    const found = (await this.plugged()).find((d) => d.serial === serial);
    if (!found) throw new KeyApiError('HK_KEY_NOT_DETECTED');
    return found;
  }

  private requireSelected(): SoftDevice & { certificatePem: string; material: KeyMaterial } {
    const d = this.selected;
    if (!d?.certificatePem || !d.material) throw new KeyApiError('HK_CERT_INFO_INCOMPLETE');
    return d as SoftDevice & { certificatePem: string; material: KeyMaterial };
  }

  // --- Device management (the software key's own "plug in a key") ---

  /** Creates a device of a §9 provider (default: the first SM2 provider). */
  async createDevice(options: { cspName?: string; serial?: string } = {}): Promise<SoftDevice> {
    this.guard();
    const provider = KEY_PROVIDERS.find((p) => p.cspName === options.cspName) ?? KEY_PROVIDERS[0];
    if (!provider) throw new KeyApiError('HK_UNKNOWN');
    const device: SoftDevice = {
      serial: options.serial ?? `${provider.code.slice(0, 2).toUpperCase()}${randomHex(6).toUpperCase()}`,
      cspName: provider.cspName,
      certType: provider.certType,
      createdAt: new Date().toISOString(),
    };
    await softKeyStore.put(device);
    return device;
  }

  listDevices(): Promise<SoftDevice[]> {
    return this.plugged();
  }

  async removeDevice(serial: string): Promise<void> {
    await softKeyStore.remove(serial);
    if (this.selected?.serial === serial) this.selected = undefined;
  }

  // --- KeyEnrolment ---

  async generateCsr(serial: string, subject: CsrSubject): Promise<string> {
    const device = await this.device(serial);
    if (currentFaults().twoKeys) throw new KeyApiError('HK_MULTIPLE_KEYS', undefined, serial);
    const wrap = await this.wrappingKey();
    const material = await generateKeyMaterial(device.certType, wrap);
    await softKeyStore.put({ ...device, material, certificatePem: undefined });
    return generateCsrPem(material, wrap, subject);
  }

  async renewalCsr(serial: string, subject: CsrSubject): Promise<string> {
    const device = await this.device(serial);
    if (!device.material) throw new KeyApiError('HK_NO_CERTIFICATE');
    return generateCsrPem(device.material, await this.wrappingKey(), subject);
  }

  async installCertificate(serial: string, pem: string): Promise<void> {
    const device = await this.device(serial);
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(pem);
    } catch {
      throw new KeyApiError('0xa0071007');
    }
    // The certificate must carry this key's public key, or it cannot be written to this key.
    if (!device.material || publicKeyBits(cert.publicKey.rawData) !== (await publicKeyBitsOf(device.material))) {
      throw new KeyApiError('HK_CANNOT_DOWNLOAD_TO_KEY');
    }
    await softKeyStore.put({ ...device, certificatePem: cert.toString('pem') });
  }

  // --- SecurityKeyApi ---

  async getVersion(): Promise<string> {
    this.guard();
    return currentFaults().versionLow ? SOFT_KEY_LOW_VERSION : SOFT_KEY_VERSION;
  }

  async getAllKeySN(): Promise<string[]> {
    const serials = (await this.plugged()).map((d) => d.serial);
    return currentFaults().twoKeys ? [...serials, 'PHANTOM0001'] : serials;
  }

  async getDriverVersion(cspName: string): Promise<KeyDriverInfo> {
    this.guard();
    const known = KEY_PROVIDERS.some((p) => p.cspName === cspName);
    return { cspName, driverInstalled: known, driverVersion: known ? KEY_DRIVER_MIN_VERSION : '', driverSupportGetKeySN: known };
  }

  async selectCertificate(options: SelectCertificateOptions = {}): Promise<string> {
    const faults = currentFaults();
    const devices = await this.plugged();
    if (devices.length === 0) throw new KeyApiError('HK_KEY_NOT_DETECTED');
    if (faults.cancelSelection) throw new KeyApiError('HK_SELECTION_CANCELLED');
    if (faults.twoKeys) throw new KeyApiError('0xa007100d');
    const usable = devices.filter((d) => d.certificatePem && d.material && (!options.cspName || d.cspName === options.cspName));
    // The software key has no chooser window: the most recently enrolled certificate is taken.
    const chosen = usable.at(-1);
    if (!chosen) throw new KeyApiError('HK_NO_CERTIFICATE');
    this.selected = chosen;
    return this.getSerialOfSelected();
  }

  private getSerialOfSelected(): string {
    return new X509Certificate(this.requireSelected().certificatePem).serialNumber;
  }

  async getCertType(): Promise<KeyCertType> {
    return this.requireSelected().certType;
  }

  async getCspName(): Promise<string> {
    return this.requireSelected().cspName;
  }

  async getDN(): Promise<string> {
    return new X509Certificate(this.requireSelected().certificatePem).subject;
  }

  async getCertContent(): Promise<string> {
    return toBase64(PemConverter.decodeFirst(this.requireSelected().certificatePem));
  }

  async signData(data: string): Promise<string> {
    this.guard();
    const d = this.requireSelected();
    if (currentFaults().emptySignature) return '';
    return toBase64(await signBytes(d.material, await this.wrappingKey(), utf8(data)));
  }

  async signP7Base64Message(data: string): Promise<string> {
    this.guard();
    const d = this.requireSelected();
    if (currentFaults().emptySignature) return '';
    const content = utf8(data);
    const signature = await signBytes(d.material, await this.wrappingKey(), content);
    return toBase64(buildSignedData(d.certType, PemConverter.decodeFirst(d.certificatePem), content, signature));
  }

  async getMacAddress(): Promise<string> {
    this.guard();
    if (currentFaults().noMac) return '';
    // A locally administered address (02:…), stable for this browser profile.
    const mac = await once(MAC, () => `02${randomHex(5)}`.toUpperCase().match(/../g)?.join('-') ?? '');
    return mac;
  }

  async getCpuId(): Promise<string> {
    this.guard();
    return once(CPU_ID, () => randomHex(8).toUpperCase());
  }

  async getLastErrorDesc(): Promise<string> {
    return '';
  }
}
