-- wrk's summary as one JSON line (bench/wrk.mjs reads it): exact counts of requests and
-- bytes, the errors by kind, and the latency's median and 99th percentile in µs.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"bytes":%d,"durationUs":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.bytes, summary.duration, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
