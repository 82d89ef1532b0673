# ctest bench.check: runs keyplate_bench briefly with JSON output, then compare.py
# --check-allocs on that JSON. Variables: BENCH, PYTHON, COMPARE, JSON.
execute_process(COMMAND "${BENCH}" --benchmark_min_time=0.01 "--benchmark_out=${JSON}"
                        --benchmark_out_format=json RESULT_VARIABLE bench_result)
if(NOT bench_result EQUAL 0)
  message(FATAL_ERROR "keyplate_bench failed (${bench_result})")
endif()
execute_process(COMMAND "${PYTHON}" "${COMPARE}" --check-allocs "${JSON}"
                RESULT_VARIABLE compare_result)
if(NOT compare_result EQUAL 0)
  message(FATAL_ERROR "compare.py --check-allocs failed (${compare_result})")
endif()
