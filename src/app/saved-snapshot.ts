// Where the running flow's snapshot is kept between reloads (in the services' storage namespace).
export const SNAPSHOT_KEY = 'flow.snapshot';
