#!/usr/bin/env python3
"""Replays the DynamoDB example's plan against moto's DynamoDB server.

The example program (examples/dynamodb) writes JSON lines: the table, the items to store, and the
queries keyplate builds, each with the keys it must return in order. This script starts a local
moto server, creates the table and its index, loads the items, runs every query with pagination
(no Limit, and Limit 1 and 3 so pages split inside prefixes and ranges), and fails with a diff on
any difference in the keys returned or their order.

Usage: dynamodb_moto.py PLAN_PROGRAM
Exit codes: 0 all queries agree, 1 a difference or an error, 77 boto3 or moto is not installed
(1 instead when KEYPLATE_REQUIRE_INTEGRATION=1, as in CI).
"""

import difflib
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import (  # noqa: E402 (after the line above)
    driver_start,
    dummy_aws_environment,
    moto_dynamodb,
    plan_records,
)

TABLE = "keyplate-e2e"
LIMITS = (None, 1, 3)


def read_plan(program):
    """Runs the example and splits its JSON lines into table, items and queries."""
    table, items, queries = None, [], []
    for record in plan_records(program):
        if record["kind"] == "table":
            table = record
        elif record["kind"] == "item":
            items.append(record["item"])
        elif record["kind"] == "query":
            queries.append(record)
    if table is None or not items or not queries:
        raise SystemExit("error: the plan has no table, items or queries")
    return table, items, queries


def create_table(client, table):
    pk, sk = table["partition_key"], table["sort_key"]
    attributes = {pk, sk}
    indexes = []
    for index in table["indexes"]:
        attributes |= {index["partition_key"], index["sort_key"]}
        indexes.append(
            {
                "IndexName": index["name"],
                "KeySchema": [
                    {"AttributeName": index["partition_key"], "KeyType": "HASH"},
                    {"AttributeName": index["sort_key"], "KeyType": "RANGE"},
                ],
                "Projection": {"ProjectionType": "ALL"},
            }
        )
    client.create_table(
        TableName=TABLE,
        AttributeDefinitions=[
            {"AttributeName": a, "AttributeType": "S"} for a in sorted(attributes)
        ],
        KeySchema=[
            {"AttributeName": pk, "KeyType": "HASH"},
            {"AttributeName": sk, "KeyType": "RANGE"},
        ],
        GlobalSecondaryIndexes=indexes,
        BillingMode="PAY_PER_REQUEST",
    )


def typed(item):
    return {name: {"S": value} for name, value in item.items()}


def load_items(client, items):
    for start in range(0, len(items), 25):
        pending = {TABLE: [{"PutRequest": {"Item": typed(i)}} for i in items[start : start + 25]]}
        for _ in range(10):
            pending = client.batch_write_item(RequestItems=pending).get("UnprocessedItems")
            if not pending:
                break
        else:
            raise RuntimeError("batch_write_item kept items unprocessed")
    count = client.scan(TableName=TABLE, Select="COUNT")["Count"]
    if count != len(items):
        raise RuntimeError(f"the table holds {count} items, {len(items)} were written")


def run_query(client, query, limit, max_pages):
    """Every page of the query; returns the (pk, sk) of each item, in order, and the page count."""
    request = {
        "TableName": TABLE,
        "KeyConditionExpression": query["KeyConditionExpression"],
        "ExpressionAttributeNames": query["ExpressionAttributeNames"],
        "ExpressionAttributeValues": typed(query["ExpressionAttributeValues"]),
    }
    if "IndexName" in query:
        request["IndexName"] = query["IndexName"]
    if limit is not None:
        request["Limit"] = limit
    keys, pages = [], 0
    while True:
        page = client.query(**request)
        pages += 1
        keys += [(i["pk"]["S"], i["sk"]["S"]) for i in page.get("Items", [])]
        if "LastEvaluatedKey" not in page:
            return keys, pages
        if pages > max_pages:
            raise RuntimeError(f"query '{query['name']}' did not finish within {max_pages} pages")
        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def describe(keys):
    """One line per key, non-ASCII as Python escapes (U+10FFFF shows as \\U0010ffff)."""
    return [ascii(k) for k in keys]


def check_queries(client, queries, item_count):
    failures = 0
    for query in queries:
        expected = [(k["pk"], k["sk"]) for k in query["expected"]]
        for limit in LIMITS:
            got, pages = run_query(client, query, limit, item_count + 2)
            # A Limit that is not honoured would leave pagination untested.
            least_pages = 1 if limit is None else max(1, -(-len(got) // limit))
            if got == expected and pages >= least_pages:
                continue
            failures += 1
            print(f"FAIL: query '{query['name']}' ({query['scenario']}), Limit={limit}, "
                  f"{pages} page(s) for {len(got)} item(s)")
            print(f"  IndexName: {query.get('IndexName', '-')}")
            print(f"  KeyConditionExpression: {query['KeyConditionExpression']}")
            print(f"  ExpressionAttributeValues: {ascii(query['ExpressionAttributeValues'])}")
            diff = difflib.unified_diff(
                describe(expected), describe(got), "predicted", "returned", lineterm="", n=2
            )
            for line in diff:
                print("  " + line)
    return failures


def main(argv):
    code, program = driver_start(argv, "dynamodb_moto.py PLAN_PROGRAM")
    if code is not None:
        return code
    env = dummy_aws_environment()
    table, items, queries = read_plan(program)
    with moto_dynamodb(env) as client:
        create_table(client, table)
        load_items(client, items)
        failures = check_queries(client, queries, len(items))
    runs = len(queries) * len(LIMITS)
    print(
        f"{len(items)} items, {len(queries)} queries, {runs} query runs (Limit: none, 1, 3): "
        f"{failures} failed"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
