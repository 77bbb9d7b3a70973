// The largest JSON body the API accepts, sized to the largest legitimate request: deleting the
// most shifts at once (5,000 ids of up to ten digits, about 55 kB). The longest text fields
// (2,000 characters of notes, each at most 6 bytes as a JSON escape) need about 12 kB.
export const JSON_BODY_LIMIT = '100kb';
