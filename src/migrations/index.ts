import * as migration_20261122_020824_initial from './20261122_020824_initial';
import * as migration_20261122_030129_jobs_queue from './20261122_030129_jobs_queue';
import * as migration_20261122_042810_listing_expiry_reminder from './20261122_042810_listing_expiry_reminder';
import * as migration_20261123_200903_email_change from './20261123_200903_email_change';
import * as migration_20261123_205626_rate_limits from './20261123_205626_rate_limits';
import * as migration_20261123_224621_moderation from './20261123_224621_moderation';
import * as migration_20261124_014714_listed from './20261124_014714_listed';
import * as migration_20261124_033209_plans from './20261124_033209_plans';
import * as migration_20261124_034508_stripe_subscriptions from './20261124_034508_stripe_subscriptions';
import * as migration_20261124_044000_listing_search from './20261124_044000_listing_search';
import * as migration_20261124_052000_search_orders from './20261124_052000_search_orders';
import * as migration_20261124_060658_favourites_saved_searches from './20261124_060658_favourites_saved_searches';
import * as migration_20261124_061901_saved_search_digest from './20261124_061901_saved_search_digest';
import * as migration_20261124_070000_listing_region from './20261124_070000_listing_region';
import * as migration_20261124_100000_facet_indexes from './20261124_100000_facet_indexes';
import * as migration_20261126_143414_storage_prefix from './20261126_143414_storage_prefix';
import * as migration_20261126_182000_listing_version from './20261126_182000_listing_version';
import * as migration_20261126_183000_sweep_orphan_files from './20261126_183000_sweep_orphan_files';
import * as migration_20261126_184000_registry from './20261126_184000_registry';
import * as migration_20261126_185001_listing_daily_stats from './20261126_185001_listing_daily_stats';
import * as migration_20261126_185002_inquiries from './20261126_185002_inquiries';
import * as migration_20261126_231000_sent_mail from './20261126_231000_sent_mail';
import * as migration_20261127_040000_registry_file_tables from './20261127_040000_registry_file_tables';
import * as migration_20261128_130000_inquiry_confirmation from './20261128_130000_inquiry_confirmation';
import * as migration_20261128_140000_second_factor from './20261128_140000_second_factor';
import * as migration_20261128_150000_session_devices from './20261128_150000_session_devices';
import * as migration_20261128_160001_state_open_data from './20261128_160001_state_open_data';
import * as migration_20261128_160002_listing_red_flags from './20261128_160002_listing_red_flags';
import * as migration_20261128_160003_red_flag_reactions from './20261128_160003_red_flag_reactions';
import * as migration_20261206_100000_listing_confidential from './20261206_100000_listing_confidential';
import * as migration_20261206_110000_nda from './20261206_110000_nda';
import * as migration_20261206_140000_russian_mail_locale from './20261206_140000_russian_mail_locale';
import * as migration_20261206_141000_search_cyrillic from './20261206_141000_search_cyrillic';
import * as migration_20261206_170000_search_orders_confidential from './20261206_170000_search_orders_confidential';
import * as migration_20261206_180000_plan_titles_russian from './20261206_180000_plan_titles_russian';
import * as migration_20261206_200000_storage_object_key from './20261206_200000_storage_object_key';

export const migrations = [
  {
    up: migration_20261122_020824_initial.up,
    down: migration_20261122_020824_initial.down,
    name: '20261122_020824_initial',
  },
  {
    up: migration_20261122_030129_jobs_queue.up,
    down: migration_20261122_030129_jobs_queue.down,
    name: '20261122_030129_jobs_queue',
  },
  {
    up: migration_20261122_042810_listing_expiry_reminder.up,
    down: migration_20261122_042810_listing_expiry_reminder.down,
    name: '20261122_042810_listing_expiry_reminder',
  },
  {
    up: migration_20261123_200903_email_change.up,
    down: migration_20261123_200903_email_change.down,
    name: '20261123_200903_email_change',
  },
  {
    up: migration_20261123_205626_rate_limits.up,
    down: migration_20261123_205626_rate_limits.down,
    name: '20261123_205626_rate_limits',
  },
  {
    up: migration_20261123_224621_moderation.up,
    down: migration_20261123_224621_moderation.down,
    name: '20261123_224621_moderation',
  },
  {
    up: migration_20261124_014714_listed.up,
    down: migration_20261124_014714_listed.down,
    name: '20261124_014714_listed',
  },
  {
    up: migration_20261124_033209_plans.up,
    down: migration_20261124_033209_plans.down,
    name: '20261124_033209_plans',
  },
  {
    up: migration_20261124_034508_stripe_subscriptions.up,
    down: migration_20261124_034508_stripe_subscriptions.down,
    name: '20261124_034508_stripe_subscriptions',
  },
  {
    up: migration_20261124_044000_listing_search.up,
    down: migration_20261124_044000_listing_search.down,
    name: '20261124_044000_listing_search',
  },
  {
    up: migration_20261124_052000_search_orders.up,
    down: migration_20261124_052000_search_orders.down,
    name: '20261124_052000_search_orders',
  },
  {
    up: migration_20261124_060658_favourites_saved_searches.up,
    down: migration_20261124_060658_favourites_saved_searches.down,
    name: '20261124_060658_favourites_saved_searches',
  },
  {
    up: migration_20261124_061901_saved_search_digest.up,
    down: migration_20261124_061901_saved_search_digest.down,
    name: '20261124_061901_saved_search_digest',
  },
  {
    up: migration_20261124_070000_listing_region.up,
    down: migration_20261124_070000_listing_region.down,
    name: '20261124_070000_listing_region',
  },
  {
    up: migration_20261124_100000_facet_indexes.up,
    down: migration_20261124_100000_facet_indexes.down,
    name: '20261124_100000_facet_indexes',
  },
  {
    up: migration_20261126_143414_storage_prefix.up,
    down: migration_20261126_143414_storage_prefix.down,
    name: '20261126_143414_storage_prefix',
  },
  {
    up: migration_20261126_182000_listing_version.up,
    down: migration_20261126_182000_listing_version.down,
    name: '20261126_182000_listing_version',
  },
  {
    up: migration_20261126_183000_sweep_orphan_files.up,
    down: migration_20261126_183000_sweep_orphan_files.down,
    name: '20261126_183000_sweep_orphan_files',
  },
  {
    up: migration_20261126_184000_registry.up,
    down: migration_20261126_184000_registry.down,
    name: '20261126_184000_registry',
  },
  {
    up: migration_20261126_185001_listing_daily_stats.up,
    down: migration_20261126_185001_listing_daily_stats.down,
    name: '20261126_185001_listing_daily_stats',
  },
  {
    up: migration_20261126_185002_inquiries.up,
    down: migration_20261126_185002_inquiries.down,
    name: '20261126_185002_inquiries',
  },
  {
    up: migration_20261126_231000_sent_mail.up,
    down: migration_20261126_231000_sent_mail.down,
    name: '20261126_231000_sent_mail',
  },
  {
    up: migration_20261127_040000_registry_file_tables.up,
    down: migration_20261127_040000_registry_file_tables.down,
    name: '20261127_040000_registry_file_tables',
  },
  {
    up: migration_20261128_130000_inquiry_confirmation.up,
    down: migration_20261128_130000_inquiry_confirmation.down,
    name: '20261128_130000_inquiry_confirmation',
  },
  {
    up: migration_20261128_140000_second_factor.up,
    down: migration_20261128_140000_second_factor.down,
    name: '20261128_140000_second_factor',
  },
  {
    up: migration_20261128_150000_session_devices.up,
    down: migration_20261128_150000_session_devices.down,
    name: '20261128_150000_session_devices',
  },
  {
    up: migration_20261128_160001_state_open_data.up,
    down: migration_20261128_160001_state_open_data.down,
    name: '20261128_160001_state_open_data',
  },
  {
    up: migration_20261128_160002_listing_red_flags.up,
    down: migration_20261128_160002_listing_red_flags.down,
    name: '20261128_160002_listing_red_flags',
  },
  {
    up: migration_20261128_160003_red_flag_reactions.up,
    down: migration_20261128_160003_red_flag_reactions.down,
    name: '20261128_160003_red_flag_reactions',
  },
  {
    up: migration_20261206_100000_listing_confidential.up,
    down: migration_20261206_100000_listing_confidential.down,
    name: '20261206_100000_listing_confidential',
  },
  {
    up: migration_20261206_110000_nda.up,
    down: migration_20261206_110000_nda.down,
    name: '20261206_110000_nda',
  },
  {
    up: migration_20261206_140000_russian_mail_locale.up,
    down: migration_20261206_140000_russian_mail_locale.down,
    name: '20261206_140000_russian_mail_locale',
  },
  {
    up: migration_20261206_141000_search_cyrillic.up,
    down: migration_20261206_141000_search_cyrillic.down,
    name: '20261206_141000_search_cyrillic',
  },
  {
    up: migration_20261206_170000_search_orders_confidential.up,
    down: migration_20261206_170000_search_orders_confidential.down,
    name: '20261206_170000_search_orders_confidential',
  },
  {
    up: migration_20261206_180000_plan_titles_russian.up,
    down: migration_20261206_180000_plan_titles_russian.down,
    name: '20261206_180000_plan_titles_russian',
  },
  {
    up: migration_20261206_200000_storage_object_key.up,
    down: migration_20261206_200000_storage_object_key.down,
    name: '20261206_200000_storage_object_key',
  },
];
