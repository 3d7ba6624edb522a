// @peculiar/x509 resolves its algorithm table through tsyringe, which needs the Reflect
// metadata API before the library loads: every file of this module imports x509 from here.
import 'reflect-metadata';

export * from '@peculiar/x509';
