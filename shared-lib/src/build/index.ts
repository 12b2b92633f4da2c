/** @rv/shared-lib/build: Build and price (spec consumer §2 build-my-rv routes, §7 buildprice calls, §9 option names). */
export * from './build-rules';
export * from './build-weight';
export * from './buildprice.resource';
export * from './tow-vehicle.store';
