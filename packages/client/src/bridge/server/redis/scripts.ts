/**
 * The Redis store's Lua scripts, each a compare-and-set on one question run atomically in Redis. Their rules are
 * those of record.ts, which Lua cannot call: each rule names its TypeScript twin (`-- twin:`), and
 * test/e2e/bridge-redis-rules.test.ts runs both on the same records. Keys come in as KEYS, all of one channel's
 * slot (redis/keys.ts), so the rules do not depend on how keys are laid out.
 *
 * A question is one string (record-string.ts): its state as a flat JSON object of strings, a newline, its answer's
 * JSON (or nothing), a newline, and the question's JSON as it came. The scripts decode only the first part (Lua's
 * JSON library cannot tell `[]` from `{}`, and never sees the others), and publish the string as it now stands, so a
 * change costs no read beyond the one the rule needs.
 *
 * Every script may run twice for one call (a reply lost, or slow, is tried again), so each is idempotent: a repeat of
 * a change that won wins again and changes nothing more. Ownership carries a fence (a fencing token, the field
 * `epoch`), that grows each time the question changes hands; only the owner at the current fence may deliver.
 *
 * A transition replies `{won, string}` (`{0}` when the question is not there).
 */
/**
 * The first line of every script but ADD: it may run while Redis is out of memory (\`maxmemory\`, the bound on what
 * one master holds), so answers, closes, adoptions and heartbeats go on while new questions are refused.
 */
const ALLOW_OOM = '#!lua flags=allow-oom\n';

export const RECORD = `local function parse(v)
  local a = string.find(v, '\\n', 1, true)
  local b = string.find(v, '\\n', a + 1, true)
  return cjson.decode(string.sub(v, 1, a - 1)), string.sub(v, a + 1, b - 1), string.sub(v, b + 1)
end
local function build(r, answer, base) return cjson.encode(r) .. '\\n' .. answer .. '\\n' .. base end
-- The question as it stands (nil when Redis has none), read apart.
local function read(key)
  local v = redis.call('GET', key)
  if not v then return nil end
  local r, answer, base = parse(v)
  return v, r, answer, base
end
-- Writes the question changed (kept ttl ms from now, or as long as before), publishes it, and replies that it won.
local function save(key, r, answer, base, ttl, events)
  local v = build(r, answer, base)
  if ttl then redis.call('SET', key, v, 'PX', ttl) else redis.call('SET', key, v, 'KEEPTTL') end
  redis.call('PUBLISH', events, v)
  return {1, v}
end
-- twin: isOpen(record, fenced = true)
local function open(r) return r.state == 'pending' or (r.state == 'answered' and (r.delivered or '') == '') end`;

/**
 * A channel's index (KEYS[2] of most scripts) lists its questions: an open one scored by its deadline, a closed one
 * by minus when Redis forgets it (its time to be remembered), so that counting the open ones, or reading the
 * channel's questions back, needs no second list. Closing a question moves it (one ZADD).
 */
const FORGET = `local function forget(index, id, now, retain) redis.call('ZADD', index, -(tonumber(now) + tonumber(retain)), id) end
-- The answer handed to its call at \`fence\`: closed, kept \`retain\` ms. Neither published nor listed as closed in
-- the channel's index here: the holder does both once its call sent the answer (the store's \`sent\`), so the
-- index's score says whether it went (minus: it did).
local function delivered(key, r, answer, base, fence, retain)
  r.delivered = fence
  local v = build(r, answer, base)
  redis.call('SET', key, v, 'PX', retain)
  return {1, v}
end`;

/**
 * KEYS: question, index, and the call's (when the question names its call: `askedBy`). ARGV: id, string, ttl,
 * deadline, cap, only-if-absent, now, events, owner, retain, the channel's question key up to the id. A new pending
 * question; refused while another question stands for the same request of the same call (`HELD` and its id: never a
 * word a cluster client reads as its own, as node-redis takes any error starting `ASK` or `MOVED` for a redirection), and
 * past the channel's cap of open questions (those past their deadline do not count). Now and then (by the id's last
 * character: one question in 32) the index lets go of what Redis has forgotten.
 */
export const ADD = `${RECORD}
if KEYS[3] then
  local holder = redis.call('GET', KEYS[3])
  local v = holder and holder ~= ARGV[1] and redis.call('GET', ARGV[11] .. holder)
  -- twin: askedAlready(holder)
  if v and (parse(v).state == 'pending' or parse(v).state == 'answered') then
    if ARGV[6] == '1' then return 0 end
    return redis.error_reply('HELD ' .. holder)
  end
end
if not redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3]) then
  if ARGV[6] == '1' then return 0 end
  -- A repeat (its reply lost) finds its own question, whatever happened to it since.
  local v = redis.call('GET', KEYS[1])
  if v then
    local r, _, base = parse(v)
    local _, _, mine = parse(ARGV[2])
    if r.owner == ARGV[9] and base == mine then return 1 end
  end
  return redis.error_reply('ERR the question exists')
end
if redis.call('ZCOUNT', KEYS[2], '(' .. ARGV[7], '+inf') >= tonumber(ARGV[5]) then
  redis.call('DEL', KEYS[1])
  return redis.error_reply('LIMIT channel')
end
if string.byte(ARGV[1], -1) % 32 == 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '(-' .. ARGV[7], '(0')
  redis.call('ZREMRANGEBYSCORE', KEYS[2], 0, tonumber(ARGV[7]) - tonumber(ARGV[10]))
end
if KEYS[3] then redis.call('SET', KEYS[3], ARGV[1], 'PX', ARGV[3]) end
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1])
redis.call('PUBLISH', ARGV[8], ARGV[2])
return 1`;

/**
 * KEYS: question, index. ARGV: id, answer, claim id, closedAt, retain, events, owner, fence, now. The first answer wins;
 * given the owner and its fence (the instance holding the question takes the answer itself), it is delivered in
 * the same step when that instance still holds the question there; else it waits for its call (DELIVER).
 */
export const CLAIM = `${ALLOW_OOM}${RECORD}
${FORGET}
local v, r, answer, base = read(KEYS[1])
if not v then return {0} end
-- twin: claimVerdict(record, claimId)
local repeated = r.state == 'answered' and r.claim == ARGV[3]
if not repeated and r.state ~= 'pending' then return {0, v} end
if not repeated then
  -- twin: claimed(record, answer, claimId, closedAt)
  r.state, r.claim, r.closedAt, answer = 'answered', ARGV[3], ARGV[4], ARGV[2]
end
-- twin: deliverVerdict(record, instance, fence)
local deliver = ARGV[7] ~= '' and r.owner == ARGV[7] and r.epoch == ARGV[8] and (r.delivered or '') == ''
if repeated and not deliver then return {1, v} end
if not deliver then return save(KEYS[1], r, answer, base, nil, ARGV[6]) end
return delivered(KEYS[1], r, answer, base, ARGV[8], ARGV[5])`;

/** KEYS: question, index. ARGV: id, instance, fence, retain, events, now. The owner at the fence hands the answer to its call. */
export const DELIVER = `${ALLOW_OOM}${RECORD}
${FORGET}
local v, r, answer, base = read(KEYS[1])
if not v then return {0} end
-- twin: deliverVerdict(record, instance, fence)
local mine = r.state == 'answered' and r.owner == ARGV[2] and r.epoch == ARGV[3]
if mine and r.delivered == ARGV[3] then return {1, v} end
if not mine or (r.delivered or '') ~= '' then return {0, v} end
return delivered(KEYS[1], r, answer, base, ARGV[3], ARGV[4])`;

/**
 * KEYS: question, index. ARGV: id, state, closedAt, retain, events, owner, fence, now. An open question closes for good,
 * an answer that waited for its call dropped; with an owner (`''`: none) and fence, only while it still has them
 * (`*`: whoever holds it).
 */
export const CLOSE = `${ALLOW_OOM}${RECORD}
${FORGET}
local v, r, _, base = read(KEYS[1])
if not v then return {0} end
-- twin: closeVerdict(record, fenced = true)
if not open(r) or (ARGV[6] ~= '*' and ((r.owner or '') ~= ARGV[6] or r.epoch ~= ARGV[7])) then return {0, v} end
-- twin: closedAs(record, state, closedAt)
r.state, r.closedAt, r.claim, r.left = ARGV[2], ARGV[3], nil, nil
forget(KEYS[2], ARGV[1], ARGV[8], ARGV[4])
return save(KEYS[1], r, '', base, ARGV[4], ARGV[5])`;

/** KEYS: question. ARGV: id, claim id, events. An answer that did not reach its call is taken back. */
export const REVOKE = `${ALLOW_OOM}${RECORD}
local v, r, _, base = read(KEYS[1])
if not v then return {0} end
-- twin: revokeVerdict(record, claimId)
if r.state ~= 'answered' or r.claim ~= ARGV[2] or not open(r) then return {0, v} end
r.state, r.claim, r.closedAt = 'pending', nil, nil
return save(KEYS[1], r, '', base, nil, ARGV[3])`;

/**
 * KEYS: question. ARGV: id, instance, events, owner, fence. An open question left without owner (`''`), or whose
 * owner was found dead, becomes this instance's at the next fence, while it still has that owner and fence (so the
 * instance taken for dead can no longer deliver it).
 */
export const ADOPT = `${ALLOW_OOM}${RECORD}
local v, r, answer, base = read(KEYS[1])
if not v then return {0} end
-- twin: adoptVerdict(record, instance, fenced = true, from)
if open(r) and r.owner == ARGV[2] then return {1, v} end
if not open(r) or (r.owner or '') ~= ARGV[4] or r.epoch ~= ARGV[5] then return {0, v} end
r.owner, r.epoch, r.left = ARGV[2], tostring(tonumber(r.epoch) + 1), nil
return save(KEYS[1], r, answer, base, nil, ARGV[3])`;

/**
 * KEYS: question. ARGV: id, dead owner, fence, now, events. An open 2026 question of an instance found dead loses
 * its owner at the next fence, noting when (it closes if nobody resumes it in time), while it is still that
 * instance's at that fence.
 */
export const LEAVE = `${ALLOW_OOM}${RECORD}
local v, r, answer, base = read(KEYS[1])
if not v then return {0} end
-- twin: leaveVerdict(record, owner, fence)
if not open(r) or r.owner ~= ARGV[2] or r.epoch ~= ARGV[3] then return {0, v} end
r.owner, r.epoch, r.left = nil, tostring(tonumber(r.epoch) + 1), ARGV[4]
return save(KEYS[1], r, answer, base, nil, ARGV[5])`;

/**
 * KEYS: index. ARGV: the channel's question key up to the id. The channel's questions, open and remembered closed
 * ones, as strings; an id whose question Redis forgot is let go.
 */
export const LOAD = `${ALLOW_OOM}local out = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local v = redis.call('GET', ARGV[1] .. id)
  if v then table.insert(out, v) else redis.call('ZREM', KEYS[1], id) end
end
return out`;

/**
 * The heartbeat, on Redis's own clock: this instance is alive; the instances silent for `deadAfter` are dead, each
 * told once on the `gone` channel. When no beat of any instance reached Redis for a while, Redis itself was away:
 * nobody is found dead until every instance had `deadAfter` to beat again. A fixed cost per beat, whatever the
 * number of questions. KEYS: live, dead. ARGV: instance, deadAfter, heartbeat, keep, gone. An instance found dead is
 * told as its name and the time it was found dead (Redis's clock).
 * Returns: 1 if this instance had been found dead since its last beat, Redis's time, then each instance alive and
 * the time of its last beat.
 */
export const BEAT = `${ALLOW_OOM}local live, dead, me = KEYS[1], KEYS[2], ARGV[1]
local deadAfter, heartbeat = tonumber(ARGV[2]), tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local seen = redis.call('HMGET', live, '*', '~')
local last, grace = tonumber(seen[1] or '0'), tonumber(seen[2] or '0')
if last > 0 and now - last > math.min(2 * heartbeat, deadAfter / 2) then grace = now + deadAfter end
redis.call('HSET', live, me, now, '*', now, '~', grace)
local out = {redis.call('HDEL', dead, me), now}
local all = redis.call('HGETALL', live)
for i = 1, #all, 2 do
  local name, at = all[i], tonumber(all[i + 1])
  if name ~= '*' and name ~= '~' then
    if now > grace and now - at > deadAfter then
      redis.call('HDEL', live, name)
      redis.call('HSET', dead, name, now)
      redis.call('PEXPIRE', dead, ARGV[4])
      redis.call('PUBLISH', ARGV[5], name .. '\\n' .. now)
    else
      table.insert(out, name)
      table.insert(out, at)
    end
  end
end
return out`;

/** Every script the store runs. */
const ALL = { ADD, CLAIM, DELIVER, CLOSE, REVOKE, ADOPT, LEAVE, LOAD, BEAT };
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
