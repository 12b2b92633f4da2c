/** @rv/shared-lib/build: Build and price (consumer spec: screens and routes, build-my-rv routes, buildprice calls, option names). */
export * from '@rv/domain/build';
export * from './buildprice.resource';
export * from './tow-vehicle.store';
