-- Issue 36, "one row, one truth": the estimate's env_factors and the carbon account's
-- carbon_factors held the same published factors (the 2023 grid factor 0.5306 twice). Every row
-- of both moves into emission_factors, none lost: env_factors rows keep their ids (saved
-- estimates and the audit log name them); a carbon_factors row takes the code of its source's
-- factor (CARBON_SOURCE_FACTOR), region 全国 and its value in that code's unit (electricity
-- kgCO₂/kWh, natural gas kgCO₂/m³), keeps its fuel parameters, and merges with the env_factors
-- row of the same code, region and year when there is one. What one side had and the merged row
-- does not keep as its own (a second source, a different figure, a unit text) goes into its note.
-- Recorded months are pointed at the new rows; each moved carbon row leaves an audit entry naming
-- its old id; then both old tables are dropped.
CREATE TABLE "emission_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"region" text NOT NULL,
	"year" smallint NOT NULL,
	"value" numeric NOT NULL,
	"net_calorific_value" double precision,
	"carbon_per_heat" double precision,
	"oxidation_rate" double precision,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "emission_factors_code_region_year" UNIQUE("code","region","year"),
	CONSTRAINT "emission_factors_fuel_parameters" CHECK (("emission_factors"."net_calorific_value" is null and "emission_factors"."carbon_per_heat" is null and "emission_factors"."oxidation_rate" is null) or ("emission_factors"."net_calorific_value" is not null and "emission_factors"."carbon_per_heat" is not null and "emission_factors"."oxidation_rate" is not null))
);
--> statement-breakpoint
CREATE INDEX "emission_factors_code" ON "emission_factors" USING btree ("code","year");--> statement-breakpoint
-- 1. env_factors as they are. A row without an audited creation was seeded: it was created when
-- the seed ran. The value loses only the trailing zeros of its old scale of six.
INSERT INTO "emission_factors" ("id", "code", "region", "year", "value", "source", "note", "created_at", "updated_at", "updated_by")
SELECT e."id", e."code", e."region", e."year", trim_scale(e."value"), e."source", e."note",
  coalesce(
    (SELECT min(a."at") FROM "audit_log" a WHERE a."entity" = 'envFactor' AND a."entity_key" = e."id"::text AND a."action" = 'create'),
    (SELECT least(m."done_at", e."updated_at") FROM "seed_marks" m WHERE m."name" = 'env_factors'),
    e."updated_at"),
  e."updated_at", e."updated_by"
FROM "env_factors" e;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('emission_factors', 'id'), coalesce((SELECT max("id") FROM "emission_factors"), 0) + 1, false);--> statement-breakpoint
-- 2. carbon_factors, each as the row it becomes. `scale` turns the carbon account's tCO₂ per unit
-- into the code's unit; `plain` are the unit texts that say nothing the row does not.
CREATE TEMP TABLE "carbon_factor_moves" AS
SELECT c."id" AS "carbon_id", coalesce(m."code", c."code") AS "code", '全国'::text AS "region", c."year"::smallint AS "year",
  CASE WHEN c."direct_factor" IS NOT NULL THEN trim_scale(c."direct_factor"::numeric * coalesce(m."scale", 1))
       ELSE round((c."net_calorific_value" * c."carbon_per_heat" * c."oxidation_rate" * 44 / 12 * coalesce(m."scale", 1))::numeric, 4) END AS "value",
  CASE WHEN c."direct_factor" IS NULL THEN c."net_calorific_value" END AS "net_calorific_value",
  CASE WHEN c."direct_factor" IS NULL THEN c."carbon_per_heat" END AS "carbon_per_heat",
  CASE WHEN c."direct_factor" IS NULL THEN c."oxidation_rate" END AS "oxidation_rate",
  c."source", c."created_at",
  coalesce(last."at", c."created_at") AS "updated_at",
  -- Rows without an audit entry were seeded (the console audits every change).
  coalesce(last."staff_name", '系统初始数据') AS "updated_by",
  coalesce(last."at", '-infinity'::timestamptz) AS "changed_at",
  CASE WHEN c."unit" = ANY (coalesce(m."plain", ARRAY[]::text[])) THEN NULL ELSE '碳账户原记单位：' || c."unit" END AS "unit_note",
  CASE WHEN c."direct_factor" IS NOT NULL THEN '碳账户原记数值：' || trim_scale(c."direct_factor"::numeric * coalesce(m."scale", 1))::text
       ELSE '碳账户原记参数：低位发热量 ' || c."net_calorific_value"::text || '，单位热值含碳量 ' || c."carbon_per_heat"::text || ' tC/GJ，碳氧化率 ' || c."oxidation_rate"::text END AS "figure_note",
  to_jsonb(c) AS "old_row"
FROM "carbon_factors" c
LEFT JOIN (VALUES
    ('electricity', 'grid_co2', 1000, ARRAY['kgCO₂/kWh']),
    ('natural_gas', 'gas_co2', 1000, ARRAY['kgCO₂/m³', 'GJ/m³；tC/GJ；%']),
    ('raw_coal', 'coal_co2', 1, ARRAY['tCO₂/t', 'GJ/t；tC/GJ；%', 'GJ/吨；tC/GJ；%']),
    ('diesel', 'diesel_co2', 1, ARRAY['tCO₂/t', 'GJ/t；tC/GJ；%', 'GJ/吨；tC/GJ；%']),
    ('petrol', 'petrol_co2', 1, ARRAY['tCO₂/t', 'GJ/t；tC/GJ；%', 'GJ/吨；tC/GJ；%']),
    ('heat', 'heat_co2', 1, ARRAY['tCO₂/GJ'])
  ) AS m ("source_code", "code", "scale", "plain") ON m."source_code" = c."code"
LEFT JOIN LATERAL (
  SELECT a."at", a."staff_name" FROM "audit_log" a
  WHERE a."entity" = 'carbonFactor' AND a."entity_key" = c."id"::text
  ORDER BY a."at" DESC, a."id" DESC LIMIT 1
) last ON true;--> statement-breakpoint
-- 3. A factor both tables kept merges into the env_factors row. Its figure and source are those
-- of the side an operator changed last (a side nobody changed since the seed counts as oldest; a
-- tie keeps the estimate's); the other side's source, figure and unit text, where they differ,
-- are added to the note.
UPDATE "emission_factors" e SET
  "value" = CASE WHEN c."carbon_wins" THEN c."value" ELSE e."value" END,
  "net_calorific_value" = CASE WHEN c."carbon_wins" THEN c."net_calorific_value" END,
  "carbon_per_heat" = CASE WHEN c."carbon_wins" THEN c."carbon_per_heat" END,
  "oxidation_rate" = CASE WHEN c."carbon_wins" THEN c."oxidation_rate" END,
  "source" = CASE WHEN c."carbon_wins" THEN c."source" ELSE e."source" END,
  "note" = concat_ws('；',
    nullif(e."note", ''),
    CASE WHEN c."source" <> e."source" THEN CASE WHEN c."carbon_wins" THEN '测算因子原记来源：' || e."source" ELSE '碳账户原记来源：' || c."source" END END,
    CASE WHEN c."carbon_wins" AND c."value" <> e."value" THEN '测算因子原记数值：' || e."value"::text END,
    CASE WHEN NOT c."carbon_wins" AND (c."value" <> e."value" OR c."net_calorific_value" IS NOT NULL) THEN c."figure_note" END,
    c."unit_note"),
  "created_at" = least(e."created_at", c."created_at"),
  "updated_at" = CASE WHEN c."carbon_wins" THEN c."updated_at" ELSE e."updated_at" END,
  "updated_by" = CASE WHEN c."carbon_wins" THEN c."updated_by" ELSE e."updated_by" END
FROM (
  SELECT m.*, f."id" AS "env_id",
    m."changed_at" > CASE WHEN f."updated_by" IS NULL OR f."updated_by" = '系统初始数据' THEN '-infinity'::timestamptz ELSE f."updated_at" END AS "carbon_wins"
  FROM "carbon_factor_moves" m JOIN "env_factors" f ON f."code" = m."code" AND f."region" = m."region" AND f."year" = m."year"
) c
WHERE e."id" = c."env_id";--> statement-breakpoint
-- 4. A factor only the carbon account kept: a new row.
INSERT INTO "emission_factors" ("code", "region", "year", "value", "net_calorific_value", "carbon_per_heat", "oxidation_rate", "source", "note", "created_at", "updated_at", "updated_by")
SELECT c."code", c."region", c."year", c."value", c."net_calorific_value", c."carbon_per_heat", c."oxidation_rate", c."source", coalesce(c."unit_note", ''), c."created_at", c."updated_at", c."updated_by"
FROM "carbon_factor_moves" c
WHERE NOT EXISTS (SELECT 1 FROM "env_factors" e WHERE e."code" = c."code" AND e."region" = c."region" AND e."year" = c."year");--> statement-breakpoint
-- 5. Recorded months name the row they were computed with: its new id.
ALTER TABLE "carbon_activities" DROP CONSTRAINT "carbon_activities_factor_id_carbon_factors_id_fk";--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD COLUMN "factor_row_id" integer;--> statement-breakpoint
UPDATE "carbon_activities" a SET "factor_row_id" = e."id"
FROM "carbon_factor_moves" c JOIN "emission_factors" e ON e."code" = c."code" AND e."region" = c."region" AND e."year" = c."year"
WHERE a."factor_id" = c."carbon_id";--> statement-breakpoint
ALTER TABLE "carbon_activities" DROP COLUMN "factor_id";--> statement-breakpoint
ALTER TABLE "carbon_activities" RENAME COLUMN "factor_row_id" TO "factor_id";--> statement-breakpoint
ALTER TABLE "carbon_activities" ALTER COLUMN "factor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- 6. The audit trail goes on: the history of a carbon_factors row is under its old id (entity
-- carbonFactor); this entry joins it to the row's id in the one table (entity envFactor).
INSERT INTO "audit_log" ("at", "staff_id", "staff_name", "entity", "entity_key", "action", "summary", "before", "after")
SELECT now(), 'migration-0034', '数据迁移', 'envFactor', e."id"::text, 'merge',
  '碳账户排放因子 ' || c."carbon_id"::text || ' 并入排放因子表 ' || e."code" || '（' || e."region" || ' ' || e."year" || '年）',
  c."old_row", to_jsonb(e)
FROM "carbon_factor_moves" c JOIN "emission_factors" e ON e."code" = c."code" AND e."region" = c."region" AND e."year" = c."year";--> statement-breakpoint
-- 7. A database that seeded either table has its factors: the one seed does not run again.
INSERT INTO "seed_marks" ("name", "done_at")
SELECT 'emission_factors', min("done_at") FROM "seed_marks" WHERE "name" IN ('env_factors', 'carbon_factors_v1') HAVING count(*) > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "carbon_factor_moves";--> statement-breakpoint
DROP TABLE "env_factors";--> statement-breakpoint
DROP TABLE "carbon_factors";
