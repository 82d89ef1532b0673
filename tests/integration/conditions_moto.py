#!/usr/bin/env python3
"""Typed conditions end to end against moto's DynamoDB server.

The program (tests/integration/conditions_moto.cpp) prints JSON lines: the CreateTable body, then
a seeded sequence of conditional writes (DeleteItem, UpdateItem, PutItem bodies from
Entity::remove / update / put with kp::when and kp::must_exist, and updates with kp::add,
kp::remove_from, kp::append, kp::prepend and kp::set_if_absent), each with the answer DynamoDB
must give ("ok" or ConditionalCheckFailedException) predicted from a model of the items, and
after each write a GetItem with the item it must return; now and then a Query of every order
with a FilterExpression and a small Limit, run page by page, whose items (or Count) must be
exactly the ones the model keeps. This script passes every body to
boto3's low-level client as it is, adding only TableName, and compares every answer and item.

Usage: conditions_moto.py PROGRAM
Exit codes: 0 everything agrees, 1 a difference or an error, 77 boto3 or moto is not installed
(1 instead when KEYPLATE_REQUIRE_INTEGRATION=1, as in CI).
"""

import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from moto_support import (  # noqa: E402 (after the line above)
    driver_start,
    answer_of,
    dummy_aws_environment,
    failure_log,
    moto_dynamodb,
    seeded_plan,
)


def set_order_free(value):
    """`value` (DynamoDB JSON) with each set's elements sorted: a set has no order, and DynamoDB
    returns one after ADD or DELETE in an order of its own."""
    if isinstance(value, dict):
        return {k: sorted(v) if k in ("SS", "NS", "BS") else set_order_free(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [set_order_free(v) for v in value]
    return value


def answer_with_item(client, call, request):
    """"ok" or the error code, and the attributes the response or the error carries
    (ReturnValues / ReturnValuesOnConditionCheckFailure; {} when none)."""
    from botocore.exceptions import ClientError

    try:
        return "ok", getattr(client, call)(**request).get("Attributes", {})
    except ClientError as error:
        return error.response["Error"]["Code"], error.response.get("Item", {})


def run_query(client, table_name, body):
    """The items of every page of the Query `body` (following LastEvaluatedKey), their count
    (the sum of the pages' Count) and the number of pages."""
    request = dict(body, TableName=table_name)
    items, count, pages = [], 0, 0
    while True:
        page = client.query(**request)
        pages += 1
        items += page.get("Items", [])
        count += page["Count"]
        if "LastEvaluatedKey" not in page:
            return items, count, pages
        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def main(argv):
    code, program = driver_start(argv, "conditions_moto.py PROGRAM")
    if code is not None:
        return code
    started = time.monotonic()
    records, table, summary = seeded_plan(program, "conditions_moto")
    table_name = table["TableName"]
    figures = {"writes": 0, "refused": 0, "reads": 0, "queries": 0, "pages": 0, "returned": 0,
               "returned items": 0}
    fail = failure_log(records)

    with moto_dynamodb(dummy_aws_environment()) as client:
        client.create_table(**table)
        for step, record in enumerate(records):
            if record["kind"] == "write":
                request = dict(record["request"], TableName=table_name)
                if "returned" in record:
                    got, returned = answer_with_item(client, record["call"], request)
                    figures["returned items"] += 1
                    if set_order_free(returned) != set_order_free(record["returned"]):
                        fail(step, f"{record['call']} ({record['what']}) returned other "
                             "attributes", record["returned"], returned)
                else:
                    got = answer_of(client, record["call"], request)
                figures["writes"] += 1
                figures["refused"] += got != "ok"
                if got != record["expect"]:
                    fail(step, f"{record['call']} ({record['what']}) answered {got}",
                         record["expect"], got)
            elif record["kind"] == "query":
                items, count, pages = run_query(client, table_name, record["request"])
                figures["queries"] += 1
                figures["pages"] += pages
                figures["returned"] += count
                expected = record["items"]
                if "Select" in record["request"]:
                    if count != record["count"]:
                        fail(step, f"query ({record['what']}) counted another number",
                             record["count"], count)
                elif set_order_free(items) != set_order_free(expected):
                    fail(step, f"query ({record['what']}) returned other items", expected, items)
            elif record["kind"] == "read":
                request = dict(record["request"], TableName=table_name)
                item = client.get_item(**request).get("Item")
                items = [item] if item is not None else []
                figures["reads"] += 1
                if set_order_free(items) != set_order_free(record["items"]):
                    fail(step, "get_item returned another item", record["items"], items)

    elapsed = time.monotonic() - started
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(summary["writes"].items()))
    print(f"writes: {figures['writes']} ({kinds}); conditions that held: {summary['held']}, "
          f"failed: {summary['failed']}; refused by DynamoDB as predicted: {figures['refused']}")
    operators = ", ".join(f"{k} {v}" for k, v in sorted(summary["operators"].items()))
    print(f"update operators: {operators}")
    print(f"writes returning attributes (kp::returning, kp::returning_on_failure): "
          f"{figures['returned items']}")
    print(f"reads: {figures['reads']} GetItem")
    print(f"filtered queries: {figures['queries']} ({summary['queries']} planned), "
          f"{figures['pages']} pages, {figures['returned']} items counted or returned")
    print(f"mismatches: {fail.count}; {elapsed:.1f} s")
    return 1 if fail.count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
