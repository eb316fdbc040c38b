ALTER TABLE `reader_links` ADD `set_token_hash` text;--> statement-breakpoint
ALTER TABLE `reader_links` ADD `set_size` integer;--> statement-breakpoint
CREATE INDEX `reader_links_set_token_idx` ON `reader_links` (`set_token_hash`);