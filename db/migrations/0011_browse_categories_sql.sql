-- One category list of 15 instead of 20 overlapping ones (docs/decisions/028-phone-browsing.md). Every stored
-- job moves to its new category: merged categories get the slug they were merged into (the same mapping as
-- MERGED_CATEGORIES in app/features/jobs/categories.ts), then every job gets the new name of its slug
-- (content/categories.ts). Jobs whose category is on neither list keep theirs.
UPDATE "jobs" SET "category_slug" = CASE "category_slug"
  WHEN 'care-support' THEN 'healthcare'
  WHEN 'marketing' THEN 'sales'
  WHEN 'hr' THEN 'office'
  WHEN 'operations' THEN 'office'
  WHEN 'food-service' THEN 'hospitality'
  WHEN 'customer-service' THEN 'retail'
  WHEN 'general-labor' THEN 'construction'
END
WHERE "category_slug" IN ('care-support', 'marketing', 'hr', 'operations', 'food-service', 'customer-service', 'general-labor');
--> statement-breakpoint
UPDATE "jobs" SET "category" = CASE "category_slug"
  WHEN 'healthcare' THEN 'Nursing & Healthcare'
  WHEN 'it' THEN 'IT & Technology'
  WHEN 'engineering' THEN 'Engineering'
  WHEN 'warehouse' THEN 'Warehouse & Logistics'
  WHEN 'transportation' THEN 'Driving & Delivery'
  WHEN 'hospitality' THEN 'Hotels & Restaurants'
  WHEN 'retail' THEN 'Shops & Customer Service'
  WHEN 'cleaning' THEN 'Cleaning & Facilities'
  WHEN 'manufacturing' THEN 'Factory & Production'
  WHEN 'construction' THEN 'Construction & Labour'
  WHEN 'security' THEN 'Security'
  WHEN 'education' THEN 'Teaching & Education'
  WHEN 'sales' THEN 'Sales & Marketing'
  WHEN 'finance' THEN 'Finance & Accounting'
  WHEN 'office' THEN 'Office, HR & Management'
END
WHERE "category_slug" IN ('healthcare', 'it', 'engineering', 'warehouse', 'transportation', 'hospitality', 'retail',
  'cleaning', 'manufacturing', 'construction', 'security', 'education', 'sales', 'finance', 'office');
--> statement-breakpoint
-- Saved job alerts keep their search: a merged category in an alert's stored query moves to its new slug.
UPDATE "job_alerts" SET "query" = regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace("query",
  '(^|&)category=care-support(&|$)', '\1category=healthcare\2', 'g'),
  '(^|&)category=marketing(&|$)', '\1category=sales\2', 'g'),
  '(^|&)category=hr(&|$)', '\1category=office\2', 'g'),
  '(^|&)category=operations(&|$)', '\1category=office\2', 'g'),
  '(^|&)category=food-service(&|$)', '\1category=hospitality\2', 'g'),
  '(^|&)category=customer-service(&|$)', '\1category=retail\2', 'g'),
  '(^|&)category=general-labor(&|$)', '\1category=construction\2', 'g')
WHERE "query" ~ '(^|&)category=(care-support|marketing|hr|operations|food-service|customer-service|general-labor)(&|$)';
