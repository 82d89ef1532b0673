#!/usr/bin/env python3
"""Whole items end to end against moto's DynamoDB server.

The program (tests/integration/items_moto.cpp) prints the CreateTable body, the UpdateTimeToLive
body and one PutItem body per order: orders holding data of every DynamoDB type beside their
keys. This script sends them as they are (adding TableName), then plays another service that
adds attributes of its own, of every type, to a third of the orders (UpdateItem). It reads every
order back through Query (pages of QUERY_LIMIT) and GetItem, posting the requests as DynamoDB
JSON text; `items_moto read` reads each response's text as the engine sent it with the simdjson
reader (every item must be its generated order, and equal to what the nlohmann path reads), and
`items_moto check` decodes each returned item: the typed values must equal the orders the program generates from the seed,
the attributes the entity does not declare must be exactly the other writer's, and the item the
program writes back from the decoded values must equal, by DynamoDB's rules (numbers by value,
sets unordered), the item DynamoDB returned. Each written-back item is put again and read back:
nothing is lost. Orders whose TTL has passed are still returned (DynamoDB deletes expired items
within days; moto does not delete them); the program's query of each customer's orders with the
filter `kp::not_expired` returns exactly the others. Last, it records what the engine does to
numbers spelt `1.50` and `0100` and to the order of a set.

Usage: items_moto.py PROGRAM
Exit codes: 0 everything agrees, 1 a difference or an error, 77 boto3 or moto is not installed
(1 instead when KEYPLATE_REQUIRE_INTEGRATION=1, as in CI).
"""

import base64
import json
import subprocess
import sys
import time
from decimal import Decimal

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import (  # noqa: E402 (after the line above)
    driver_start,
    dummy_aws_environment,
    moto_dynamodb,
    plan_records,
    post_text,
)

QUERY_LIMIT = 4  # pages of a few orders, so each customer's answer comes in several
SHOWN_FAILURES = 20

# Another writer's attributes: one of every DynamoDB type, numbers spelt as DynamoDB accepts
# them but would not write them (1.50, 0100), a set in no particular order. Names sort before,
# between and after the entity's own.
OTHER = {
    "aOther": {"S": "another service"},
    "mOtherN": {"N": "1.50"},
    "mOtherN2": {"N": "0100"},
    "mOtherB": {"B": b"\x00\xffraw"},
    "mOtherBOOL": {"BOOL": True},
    "mOtherNULL": {"NULL": True},
    "mOtherL": {"L": [{"S": "x"}, {"N": "2"}, {"L": []}, {"M": {}}]},
    "mOtherM": {"M": {"a": {"SS": ["b", "a"]}, "n": {"NULL": True}}},
    "zOtherSS": {"SS": ["c", "a", "b"]},
    "zOtherNS": {"NS": ["10", "2", "1.5"]},
    "zOtherBS": {"BS": [b"\x02", b"\x01"]},
}


def to_boto(value):
    """A DynamoDB JSON value (B as base64 text) as boto3's low-level client takes it (bytes)."""
    (kind, payload), = value.items()
    if kind == "B":
        return {"B": base64.b64decode(payload)}
    if kind == "BS":
        return {"BS": [base64.b64decode(p) for p in payload]}
    if kind == "L":
        return {"L": [to_boto(v) for v in payload]}
    if kind == "M":
        return {"M": {k: to_boto(v) for k, v in payload.items()}}
    return value


def from_boto(value):
    """boto3's value as DynamoDB JSON (bytes as base64 text)."""
    (kind, payload), = value.items()
    if kind == "B":
        return {"B": base64.b64encode(payload).decode()}
    if kind == "BS":
        return {"BS": [base64.b64encode(p).decode() for p in payload]}
    if kind == "L":
        return {"L": [from_boto(v) for v in payload]}
    if kind == "M":
        return {"M": {k: from_boto(v) for k, v in payload.items()}}
    return value


def item_to_boto(item):
    return {name: to_boto(v) for name, v in item.items()}


def item_from_boto(item):
    return {name: from_boto(v) for name, v in item.items()}


def canon(value):
    """A value as DynamoDB compares it: numbers by value, sets unordered (DynamoDB JSON in)."""
    (kind, payload), = value.items()
    if kind == "N":
        return ("N", Decimal(payload).normalize())
    if kind == "NS":
        return ("NS", frozenset(Decimal(p).normalize() for p in payload))
    if kind in ("SS", "BS"):
        return (kind, frozenset(payload))
    if kind == "L":
        return ("L", tuple(canon(v) for v in payload))
    if kind == "M":
        return ("M", frozenset((k, canon(v)) for k, v in payload.items()))
    return (kind, payload)


def canon_item(item):
    return {name: canon(v) for name, v in item.items()}


def query_all(client, table_name, customer, texts):
    """Every order of `customer`, in pages of QUERY_LIMIT; the items (as boto3 gives them) and
    the page count. Each page's response text, as the engine sent it, goes to `texts`."""
    items, pages, start = [], 0, None
    while True:
        request = {"TableName": table_name, "KeyConditionExpression": "#pk = :pk",
                   "ExpressionAttributeNames": {"#pk": "pk"},
                   "ExpressionAttributeValues": {":pk": {"S": f"CUSTOMER#{customer}"}},
                   "Limit": QUERY_LIMIT}
        if start is not None:
            request["ExclusiveStartKey"] = start
        text = post_text(client, "Query", json.dumps(request))
        texts.append({"call": "Query", "response": text})
        page = json.loads(text)
        pages += 1
        items.extend(item_to_boto(i) for i in page["Items"])  # as boto3 gives them
        start = page.get("LastEvaluatedKey")
        if start is None:
            return items, pages


def query_pages(client, table_name, request):
    """The items (DynamoDB JSON) of every page of keyplate's Query `request` on the table."""
    items, start = [], None
    while True:
        body = dict(request, TableName=table_name)
        if start is not None:
            body["ExclusiveStartKey"] = start
        page = json.loads(post_text(client, "Query", json.dumps(body)))
        items.extend(page["Items"])
        start = page.get("LastEvaluatedKey")
        if start is None:
            return items


def read_texts(program, seed, texts):
    """`items_moto read`'s answer for each response text."""
    lines = "".join(json.dumps(t) + "\n" for t in texts)
    done = subprocess.run([program, "read", str(seed)], input=lines.encode("utf-8"),
                          stdout=subprocess.PIPE, check=False)
    if done.returncode != 0:
        raise SystemExit(f"error: {program} read exited with {done.returncode}")
    return [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]


def check_items(program, seed, items):
    """`items_moto check`'s answer for each item."""
    lines = "".join(json.dumps(item_from_boto(i)) + "\n" for i in items)
    done = subprocess.run([program, "check", str(seed)], input=lines.encode("utf-8"),
                          stdout=subprocess.PIPE, check=False)
    if done.returncode != 0:
        raise SystemExit(f"error: {program} check exited with {done.returncode}")
    return [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]


def engine_behaviour(client, table_name):
    """What the engine returns for numbers spelt 1.50 and 0100 and a set written c, a, b."""
    key = {"pk": {"S": "ENGINE"}, "sk": {"S": "#"}}
    client.put_item(TableName=table_name, Item=dict(key, n1={"N": "1.50"}, n2={"N": "0100"},
                                                    ss={"SS": ["c", "a", "b"]}))
    got = client.get_item(TableName=table_name, Key=key)["Item"]
    client.delete_item(TableName=table_name, Key=key)
    return got["n1"]["N"], got["n2"]["N"], got["ss"]["SS"]


def main(argv):
    code, program = driver_start(argv, "items_moto.py PROGRAM")
    if code is not None:
        return code
    started = time.monotonic()
    records = plan_records(program)
    seed = next(r["seed"] for r in records if r["kind"] == "seed")
    table = next(r["table"] for r in records if r["kind"] == "table")
    ttl = next(r["request"] for r in records if r["kind"] == "ttl")
    puts = [r for r in records if r["kind"] == "put"]
    fresh_queries = [r for r in records if r["kind"] == "fresh"]
    table_name = table["TableName"]
    print(f"seed {seed} (items_moto {seed} regenerates the orders)")
    failures = []

    def fail(what, expected, got):
        failures.append(what)
        if len(failures) <= SHOWN_FAILURES:
            print(f"FAIL: {what}")
            print(f"  expected: {ascii(expected)}")
            print(f"  got:      {ascii(got)}")

    with moto_dynamodb(dummy_aws_environment()) as client:
        client.create_table(**table)
        client.update_time_to_live(**ttl)
        described = client.describe_time_to_live(TableName=table_name)["TimeToLiveDescription"]
        wanted = ttl["TimeToLiveSpecification"]["AttributeName"]
        if described.get("TimeToLiveStatus") != "ENABLED" or \
                described.get("AttributeName") != wanted:
            fail("UpdateTimeToLive did not enable TTL on the attribute", wanted, described)

        # keyplate writes every order; another service adds its attributes to a third of them.
        extras = {}
        for n, put in enumerate(puts):
            request = dict(put["request"], TableName=table_name,
                           Item=item_to_boto(put["request"]["Item"]))
            client.put_item(**request)
            order_id = int(put["key"]["sk"]["S"].split("#")[1])
            extras[order_id] = {}
            if n % 3 == 1:
                names = {f"#o{i}": name for i, name in enumerate(OTHER)}
                values = {f":o{i}": value for i, value in enumerate(OTHER.values())}
                client.update_item(
                    TableName=table_name, Key=item_to_boto(put["key"]),
                    UpdateExpression="SET " + ", ".join(f"#o{i} = :o{i}"
                                                        for i in range(len(OTHER))),
                    ExpressionAttributeNames=names, ExpressionAttributeValues=values)
                extras[order_id] = item_from_boto(OTHER)

        # Read everything back: Query per customer in pages, and GetItem per order.
        # The responses go as the engine's text (DynamoDB JSON) to the simdjson reader too.
        pages = 0
        returned = []
        texts = []
        for customer in sorted({p["customer"] for p in puts}):
            items, used = query_all(client, table_name, customer, texts)
            pages += used
            returned.extend(items)
        by_get = []
        for p in puts:
            text = post_text(client, "GetItem",
                             json.dumps({"TableName": table_name, "Key": p["key"]}))
            texts.append({"call": "GetItem", "response": text})
            by_get.append(item_to_boto(json.loads(text)["Item"]))
        read_items = 0
        for n, answer in enumerate(read_texts(program, seed, texts)):
            if "error" in answer or answer["same"] != answer["items"] or not answer["agree"]:
                fail(f"response {n} ({texts[n]['call']}): the reader read it otherwise",
                     "every item the generated order, as the nlohmann path reads it", answer)
            read_items += answer.get("items", 0)
        if sorted(map(json.dumps, map(item_from_boto, returned))) != \
                sorted(map(json.dumps, map(item_from_boto, by_get))):
            fail("Query and GetItem returned different items", len(by_get), len(returned))
        expired = sum(1 for p in puts if p["expired"])

        # kp::not_expired: each customer's query filtered by it returns the orders whose TTL is
        # absent or still to come, and no other.
        kept = 0
        customers = sorted({p["customer"] for p in puts})
        if sorted(f["customer"] for f in fresh_queries) != customers:
            fail("the program did not plan one not_expired query per customer", customers,
                 [f["customer"] for f in fresh_queries])
        for fresh in fresh_queries:
            got = sorted(int(i["orderId"]["N"]) for i in query_pages(client, table_name,
                                                                     fresh["request"]))
            want = sorted(int(p["key"]["sk"]["S"].split("#")[1]) for p in puts
                          if p["customer"] == fresh["customer"] and not p["expired"])
            if got != want:
                fail(f"customer {fresh['customer']}: not_expired kept other orders", want, got)
            kept += len(got)

        # Decode each, compare with the generated orders, write it back, read it again.
        answers = check_items(program, seed, returned)
        identical_text = 0
        for item, answer in zip(returned, answers):
            original = item_from_boto(item)
            order_id = int(original["orderId"]["N"])
            if "error" in answer:
                fail(f"order {order_id}: decode_item refused it", "values", answer["error"])
                continue
            if not answer["same"]:
                fail(f"order {order_id}: decoded values differ from the generated order",
                     True, False)
            if canon_item(answer["extra"]) != canon_item(extras[order_id]):
                fail(f"order {order_id}: extra() is not the other writer's attributes",
                     sorted(extras[order_id]), sorted(answer["extra"]))
            if canon_item(answer["back"]) != canon_item(original):
                fail(f"order {order_id}: the item written back differs", original, answer["back"])
            identical_text += answer["back"] == original
            client.put_item(TableName=table_name, Item=item_to_boto(answer["back"]))
            again = client.get_item(TableName=table_name, Key={"pk": item["pk"],
                                                                 "sk": item["sk"]})["Item"]
            if canon_item(item_from_boto(again)) != canon_item(original):
                fail(f"order {order_id}: the rewritten item lost or changed attributes",
                     original, item_from_boto(again))

        n1, n2, ss = engine_behaviour(client, table_name)
        # The engine may respell a number and reorder a set (DynamoDB does both), never change
        # a value: what keyplate's equality (numbers by value, sets unordered) relies on.
        written = (Decimal("1.50"), Decimal("0100"), ["a", "b", "c"])
        if (Decimal(n1), Decimal(n2), sorted(ss)) != written:
            fail("the engine changed a number's or a set's value", written, [n1, n2, ss])

    with_extra = sum(1 for e in extras.values() if e)
    print(f"orders: {len(puts)} written by Entity::put, {with_extra} given {len(OTHER)} "
          f"attributes of every type by another writer")
    print(f"read back: {len(returned)} items through Query ({pages} pages of {QUERY_LIMIT}) and "
          f"GetItem, all decoded and written back; text-identical to what the engine returned: "
          f"{identical_text}/{len(returned)}")
    print(f"reader: {len(texts)} response texts ({pages} Query pages, {len(puts)} GetItem) read "
          f"by Order::read_page and Order::read_item, {read_items} items, each the generated "
          f"order and what the nlohmann path reads")
    print(f"TTL: enabled on '{wanted}'; {expired} orders past their TTL still returned; "
          f"kp::not_expired kept {kept} of {len(puts)} ({len(fresh_queries)} queries)")
    print(f"engine: N '1.50' -> '{n1}', '0100' -> '{n2}'; SS written [c, a, b] -> {ss} "
          f"(DynamoDB itself returns numbers in canonical form and sets in any order: "
          f"keyplate compares by value)")
    print(f"mismatches: {len(failures)}; {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
