// Dexie captures indexedDB when it is imported, so the fake must load first.
import 'fake-indexeddb/auto';
