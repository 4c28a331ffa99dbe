/**
 * Assumptions of the deployment model (issue 29): figures AWS does not publish, each with the
 * range the uncertainty tables carry (src/core/uncertainty/spreads.ts) and docs/model.md's
 * section "RDS and Aurora" explains.
 */

/**
 * Single-reader latency of one page read from Aurora's cluster volume, as a buffered reader sees
 * it, microseconds. AWS publishes no read latency for Aurora storage. ASSUMPTION: about twice a
 * warm EBS gp3 read (the catalog's 330 µs, brief section 2): a read goes over the network to a
 * storage node as an EBS read does, and the node may have to apply redo to materialise the page
 * (AWS Database Blog, "Planning I/O in Amazon Aurora"). The uncertainty tables take it from 0.5 ×
 * to 3 × (300 µs to 1.8 ms).
 */
export const AURORA_READ_LATENCY_US = 600;
