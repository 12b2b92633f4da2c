/** Build and price: its store and API client (only this remote uses them), with the domain rules (consumer spec: screens and routes, build-my-rv routes, buildprice calls, option names). */
export * from '@rv/domain/build';
export * from './buildprice.resource';
export * from './tow-vehicle.store';
