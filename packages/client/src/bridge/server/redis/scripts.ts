/**
 * The Redis store's Lua scripts, each a compare-and-set on one question's hash run atomically in Redis. Their rules
 * are those of record.ts, which Lua cannot call: each rule names its TypeScript twin, and
 * test/e2e/bridge-redis-rules.test.ts runs both on the same records. Keys come in as KEYS (never built here from a
 * layout, apart from the prefix's own sets), so the rules do not depend on how keys are laid out.
 */
// Every script reads and writes one question's hash by fields: the question's JSON is stored as it came and never
// parsed in Lua (whose JSON library cannot tell `[]` from `{}`). The scripts return, and publish, the hash as a
// flat list of fields and values; a removal publishes `["x", id]`.
//
// Every script may run twice for one call (a reply lost, or slow, is tried again), so each is idempotent: a repeat
// of a change that won wins again and changes nothing more. Ownership carries a fence (a fencing token, stored in
// the field `epoch`), that grows each time the question changes hands; only the owner at the current fence may
// deliver its answer.
//
// A `-- twin:` comment in a script names the function of record.ts that states the same rule.
export const FIELDS = `local function fields(q) local all = redis.call('HGETALL', q) table.insert(all, 1, 'r') return all end
-- twin: isOpen(record, fenced = true)
local function open(q) local s = redis.call('HGET', q, 'state')
  return s == 'pending' or (s == 'answered' and (redis.call('HGET', q, 'delivered') or '') == '') end`;

/** KEYS: question, channel set, ids, own. ARGV: id, record, owner, durable, deadline, now, question TTL, cap, max, events, only-if-absent, epoch. */
export const ADD = `${FIELDS}
local q, ch, ids = KEYS[1], KEYS[2], KEYS[3]
local now = tonumber(ARGV[6])
if redis.call('EXISTS', q) == 1 then
  if ARGV[11] == '1' then return 0 end
  if redis.call('HGET', q, 'owner') == ARGV[3] and redis.call('HGET', q, 'record') == ARGV[2] then return 1 end
  return redis.error_reply('ERR the question exists')
end
redis.call('ZREMRANGEBYSCORE', ch, '-inf', now)
redis.call('ZREMRANGEBYSCORE', ids, '-inf', now)
if redis.call('ZCARD', ch) >= tonumber(ARGV[8]) then return redis.error_reply('LIMIT channel') end
if redis.call('ZCARD', ids) >= tonumber(ARGV[9]) then return redis.error_reply('LIMIT all') end
local ttl = tonumber(ARGV[7])
redis.call('HSET', q, 'record', ARGV[2], 'state', 'pending', 'owner', ARGV[3], 'durable', ARGV[4], 'channel', ch, 'epoch', ARGV[12], 'deadline', ARGV[5])
redis.call('PEXPIRE', q, ttl)
redis.call('ZADD', ch, ARGV[5], ARGV[1])
redis.call('ZADD', ids, now + ttl, ARGV[1])
for _, key in ipairs({ch, ids}) do if redis.call('PTTL', key) < ttl then redis.call('PEXPIRE', key, ttl) end end
local own = KEYS[4]
redis.call('SADD', own, ARGV[1])
if redis.call('PTTL', own) < ttl then redis.call('PEXPIRE', own, ttl) end
redis.call('PUBLISH', ARGV[10], cjson.encode(fields(q)))
return 1`;

/** Closes an open question for good (`close_open`), its answer (if one waited for its call) dropped. Used by CLOSE and the beat. */
export const CLOSE_OPEN = `local function close_open(q, state, closedAt, retain, now, ids, id, prefix)
  -- twin: closeVerdict(record, fenced = true)
  if not open(q) then return false end
  -- twin: closedAs(record, state, closedAt)
  redis.call('HSET', q, 'state', state, 'closedAt', closedAt)
  redis.call('HDEL', q, 'answer', 'claim')
  local ch = redis.call('HGET', q, 'channel')
  if ch then redis.call('ZREM', ch, id) end
  local owner = redis.call('HGET', q, 'owner')
  if owner and owner ~= '' then redis.call('SREM', prefix .. 'own:' .. owner, id) end
  redis.call('ZREM', prefix .. 'orphans', id)
  redis.call('PEXPIRE', q, retain)
  redis.call('ZADD', ids, now + retain, id)
  return true
end`;

/** A transition's reply: won (1 or 0), then the record's fields. */
export const REPLY = `local function reply(q, won, events)
  local all = fields(q)
  if won and events then redis.call('PUBLISH', events, cjson.encode(all)) end
  table.insert(all, 1, won and 1 or 0)
  return all
end`;

/** KEYS: question, ids. ARGV: id, state, closedAt, retain, now, prefix, events. */
export const CLOSE = `${FIELDS}
${CLOSE_OPEN}
${REPLY}
local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return {0} end
local won = close_open(q, ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5]), KEYS[2], ARGV[1], ARGV[6])
return reply(q, won, ARGV[7])`;

/**
 * KEYS: question, ids. ARGV: id, answer, claim id, closedAt, retain, now, events. The first answer wins; it then
 * waits for its call (DELIVER), still held by its owner.
 */
export const CLAIM = `${FIELDS}
${REPLY}
local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return {0} end
-- twin: claimVerdict(record, claimId)
local state = redis.call('HGET', q, 'state')
if state == 'answered' and redis.call('HGET', q, 'claim') == ARGV[3] then return reply(q, true, nil) end
if state ~= 'pending' then return reply(q, false, nil) end
-- twin: claimed(record, answer, claimId, closedAt)
redis.call('HSET', q, 'state', 'answered', 'answer', ARGV[2], 'claim', ARGV[3], 'closedAt', ARGV[4])
local ch = redis.call('HGET', q, 'channel')
if ch then redis.call('ZREM', ch, ARGV[1]) end
local retain, now = tonumber(ARGV[5]), tonumber(ARGV[6])
if redis.call('PTTL', q) < retain then redis.call('PEXPIRE', q, retain) end
redis.call('ZADD', KEYS[2], 'GT', now + retain, ARGV[1])
return reply(q, true, ARGV[7])`;

/** KEYS: question. ARGV: id, instance, fence, prefix, events. The owner at the fence hands the answer to its call. */
export const DELIVER = `${FIELDS}
${REPLY}
local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return {0} end
-- twin: deliverVerdict(record, instance, fence)
local mine = redis.call('HGET', q, 'state') == 'answered' and redis.call('HGET', q, 'owner') == ARGV[2] and redis.call('HGET', q, 'epoch') == ARGV[3]
local delivered = redis.call('HGET', q, 'delivered') or ''
if mine and delivered == ARGV[3] then return reply(q, true, nil) end
if not mine or delivered ~= '' then return reply(q, false, nil) end
redis.call('HSET', q, 'delivered', ARGV[3])
if redis.call('HGET', q, 'durable') ~= '1' then redis.call('SREM', ARGV[4] .. 'own:' .. ARGV[2], ARGV[1]) end
return reply(q, true, ARGV[5])`;

/** KEYS: question, ids. ARGV: id, claim id, now, retain, events. An answer that did not reach its call is taken back. */
export const REVOKE = `${FIELDS}
${REPLY}
local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return {0} end
-- twin: revokeVerdict(record, claimId)
if redis.call('HGET', q, 'state') ~= 'answered' or redis.call('HGET', q, 'claim') ~= ARGV[2] or not open(q) then return reply(q, false, nil) end
redis.call('HSET', q, 'state', 'pending')
redis.call('HDEL', q, 'answer', 'claim', 'closedAt')
local now, retain = tonumber(ARGV[3]), tonumber(ARGV[4])
local deadline = tonumber(redis.call('HGET', q, 'deadline') or now)
local ch = redis.call('HGET', q, 'channel')
if ch then redis.call('ZADD', ch, deadline, ARGV[1]) end
local ttl = math.max(1, deadline - now + retain)
redis.call('PEXPIRE', q, ttl)
redis.call('ZADD', KEYS[2], now + ttl, ARGV[1])
return reply(q, true, ARGV[5])`;

/** KEYS: question, ids. ARGV: id, prefix, events. */
export const REMOVE = `local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return 0 end
local ch = redis.call('HGET', q, 'channel')
if ch then redis.call('ZREM', ch, ARGV[1]) end
local owner = redis.call('HGET', q, 'owner')
if owner and owner ~= '' then redis.call('SREM', ARGV[2] .. 'own:' .. owner, ARGV[1]) end
redis.call('ZREM', ARGV[2] .. 'orphans', ARGV[1])
redis.call('DEL', q)
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('PUBLISH', ARGV[3], cjson.encode({'x', ARGV[1]}))
return 1`;

/**
 * KEYS: question. ARGV: id, instance, prefix, events. An open question whose instance died becomes this one's,
 * at the next fence (so the instance taken for dead can no longer deliver it).
 */
export const ADOPT = `${FIELDS}
${REPLY}
local q = KEYS[1]
if redis.call('EXISTS', q) == 0 then return {0} end
-- twin: adoptVerdict(record, instance, fenced = true)
local owner = redis.call('HGET', q, 'owner') or ''
if open(q) and owner == ARGV[2] then return reply(q, true, nil) end
if not open(q) or owner ~= '' then return reply(q, false, nil) end
redis.call('HSET', q, 'owner', ARGV[2])
redis.call('HINCRBY', q, 'epoch', 1)
redis.call('ZREM', ARGV[3] .. 'orphans', ARGV[1])
redis.call('SADD', ARGV[3] .. 'own:' .. ARGV[2], ARGV[1])
return reply(q, true, ARGV[4])`;

/**
 * The heartbeat, on Redis's own clock: this instance is alive; the instances silent for `deadAfter` are dead.
 * Their open 2025 questions close `disconnected`; their 2026 ones (and the answers they delivered) lose their
 * owner at a new fence, open ones for `resumeWithin`; orphans nobody resumed in time close. When no beat of
 * any instance reached Redis for a while, Redis itself was away: nobody is found dead until every instance had
 * `deadAfter` to beat again. Bounded: at most 10 dead instances, 100 questions each, and 100 orphans per beat.
 * KEYS: instances, ids. ARGV: instance, deadAfter, resumeWithin, retain, closedAt, prefix, events, heartbeat.
 * Returns: 1 if this instance had been found dead since its last beat, then the instances found dead now.
 */
export const BEAT = `${FIELDS}
${CLOSE_OPEN}
local live, ids, me, prefix, events = KEYS[1], KEYS[2], ARGV[1], ARGV[6], ARGV[7]
local deadAfter, resume, retain, closedAt = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local keep = math.max(retain, deadAfter * 10)
local last = tonumber(redis.call('GET', prefix .. 'beat') or '0')
if last > 0 and now - last > math.min(2 * tonumber(ARGV[8]), deadAfter / 2) then
  redis.call('SET', prefix .. 'grace', now, 'PX', deadAfter)
end
redis.call('SET', prefix .. 'beat', now, 'PX', keep)
local wasDead = redis.call('DEL', prefix .. 'dead:' .. me)
redis.call('ZADD', live, now, me)
redis.call('PEXPIRE', live, keep)
local close = function(q, id)
  if close_open(q, 'disconnected', closedAt, retain, now, ids, id, prefix) then redis.call('PUBLISH', events, cjson.encode(fields(q))) end
end
local out = {wasDead}
if redis.call('EXISTS', prefix .. 'grace') == 0 then
  for _, dead in ipairs(redis.call('ZRANGEBYSCORE', live, '-inf', now - deadAfter, 'LIMIT', 0, 10)) do
    local own = prefix .. 'own:' .. dead
    for _, id in ipairs(redis.call('SRANDMEMBER', own, 100)) do
      local q = prefix .. 'q:' .. id
      redis.call('SREM', own, id)
      local durable = redis.call('HGET', q, 'durable') == '1'
      if open(q) then
        if resume > 0 and durable then
          redis.call('HSET', q, 'owner', '')
          redis.call('HINCRBY', q, 'epoch', 1)
          redis.call('ZADD', prefix .. 'orphans', now + resume, id)
          redis.call('PUBLISH', events, cjson.encode(fields(q)))
        else
          close(q, id)
        end
      elseif durable and redis.call('HGET', q, 'state') == 'answered' then
        redis.call('HSET', q, 'owner', '')
        redis.call('HINCRBY', q, 'epoch', 1)
        redis.call('PUBLISH', events, cjson.encode(fields(q)))
      end
    end
    if redis.call('SCARD', own) == 0 then
      redis.call('ZREM', live, dead)
      redis.call('SET', prefix .. 'dead:' .. dead, 1, 'PX', keep)
      table.insert(out, dead)
      redis.call('PUBLISH', events, cjson.encode({'g', dead}))
    end
  end
end
for _, id in ipairs(redis.call('ZRANGEBYSCORE', prefix .. 'orphans', '-inf', now, 'LIMIT', 0, 100)) do
  local q = prefix .. 'q:' .. id
  redis.call('ZREM', prefix .. 'orphans', id)
  if (redis.call('HGET', q, 'owner') or '') == '' then close(q, id) end
end
return out`;

/** KEYS: ids. ARGV: now, prefix. Every question under the prefix (at most `maxQuestions`), each as a flat field list. */
export const LOAD = `${FIELDS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local out = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local q = ARGV[2] .. 'q:' .. id
  if redis.call('EXISTS', q) == 1 then table.insert(out, fields(q)) end
end
return out`;

/** KEYS: question. The question's hash as it stands, or nothing. */
export const GET = `${FIELDS}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return fields(KEYS[1])`;

/** Every script the store runs. */
const ALL = { ADD, CLOSE, CLAIM, DELIVER, REVOKE, REMOVE, ADOPT, BEAT, LOAD, GET };
export type ScriptName = keyof typeof ALL;

/**
 * The scripts as a store on this Redis runs them: on a cluster they publish with SPUBLISH (sharded pub/sub, on the
 * master of the keys' slot), on a single node with PUBLISH.
 */
export function scriptsFor(publish: 'PUBLISH' | 'SPUBLISH'): Record<ScriptName, string> {
  if (publish === 'PUBLISH') return ALL;
  const sharded = {} as Record<ScriptName, string>;
  for (const [name, script] of Object.entries(ALL) as [ScriptName, string][]) sharded[name] = script.replaceAll("redis.call('PUBLISH'", "redis.call('SPUBLISH'");
  return sharded;
}
