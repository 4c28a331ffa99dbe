/**
 * The catalog generator (scripts/generate-catalog.mjs) checked against sample rows of each of its
 * sources, copied verbatim from the files at the commits recorded in GENERATED_SOURCES: the
 * parsers read them as the generator does, and the shipped catalog must hold the same figures.
 */
import { describe, expect, it } from 'vitest';
import {
  parseAutoscalerTypes,
  parseCategoryPage,
  parseEbsOptimized,
  parseInstanceStoreVolumes,
  parseKarpenterInstanceTypes,
  parseKarpenterPrices,
} from '../../../scripts/catalog/parse.mjs';
import { DEFAULT_CATALOG, getInstance, getInstancePrice } from '../../../src/core/catalog/index.ts';
import {
  GENERATED_SOURCES,
  NOT_GENERATED,
} from '../../../src/core/catalog/generated/awsInstances.ts';

const C = DEFAULT_CATALOG;

const EBS_MD = `
| Instance size | Baseline bandwidth \\(Mbps\\) | Maximum bandwidth \\(Mbps\\) | Baseline throughput \\(MB/s, 128 KiB I/O\\) | Maximum throughput \\(MB/s, 128 KiB I/O\\) | Baseline IOPS \\(16 KiB I/O\\) | Maximum IOPS \\(16 KiB I/O\\) | 
| --- | --- | --- | --- | --- | --- | --- | 
| m6id\\.large \\* | 650 | 10000 | 81\\.25 | 1250\\.00 | 3600 | 40000 | 
| m6id\\.8xlarge | 10000 | 1250\\.0 | 40000 | 
| x2idn\\.16xlarge | 40000 | 5000\\.0 | 173333 | 
| i4g\\.large \\* | 625 | 10000 | 78\\.12 | 1250\\.00 | 2500 | 40000 | 
| im4gn\\.8xlarge | 20000 | 2500\\.0 | 80000 | 
| r7g\\.2xlarge \\* | 2500 | 10000 | 312\\.50 | 1250\\.00 | 12000 | 40000 | 
`;

const STORE_MD = `
| Instance type | Instance store volumes | Type | Needs initialization\\* | TRIM support\\*\\* | 
| --- | --- | --- | --- | --- | 
| r6id\\.12xlarge | 2 x 1425 GB | NVMe SSD |   | ✔ | 
| x2iedn\\.4xlarge | 1 x 475 GB | NVMe SSD |   | ✔ | 
| i4g\\.8xlarge | 2 x 3750 GB | NVMe SSD |   | ✔ | 
`;

const MO_MD = `
| Instance type | Default vCPUs | Memory \\(GiB\\) | 
| --- | --- | --- | 
| r6id\\.12xlarge | 48 | 384\\.00 | 
| x2iedn\\.4xlarge | 16 | 512\\.00 | 

| Instance type | Baseline bandwidth \\(Gbps\\) | Burst bandwidth \\(Gbps\\) | 
| --- | --- | --- | 
| x2iedn\\.4xlarge | 12\\.5 | 25\\.0 | 

| Instance Size | 100% Random Read IOPS | Write IOPS | 
| --- | --- | --- | 
| r6id\\.12xlarge | 804,999 | 402,501 | 
| x2iedn\\.4xlarge | 107,500 | 45,000 | 
`;

const KARPENTER_GO = `
// generated at 2026-07-20T13:44:30Z for us-east-1
var InitialOnDemandPricesAWS = map[string]map[ec2types.InstanceType]float64{
	// us-east-1
	"us-east-1": {
		// r7g family
		"r7g.12xlarge": 2.570400, "r7g.16xlarge": 3.427200, "r7g.2xlarge": 0.428400, "r7g.4xlarge": 0.856800,
		"r7g.8xlarge": 1.713600, "r7g.large": 0.107100, "r7g.medium": 0.053600, "r7g.metal": 3.427200,
		"r7g.xlarge": 0.214200,
	},
}
`;

const AUTOSCALER_GO = `
var StaticListLastUpdateTime = "2026-01-22"
var InstanceTypes = map[string]*InstanceType{
	"r8g.4xlarge": {
		InstanceType: "r8g.4xlarge",
		VCPU:         16,
		MemoryMb:     131072,
		GPU:          0,
		Architecture: "arm64",
	},
	"m7i.24xlarge": {
		InstanceType: "m7i.24xlarge",
		VCPU:         96,
		MemoryMb:     393216,
		GPU:          0,
		Architecture: "amd64",
	},
}
`;

/** Karpenter's instance-type reference (generated from EC2 DescribeInstanceTypes), verbatim rows. */
const KARPENTER_TYPES_MD = `
### \`i7ie.large\`
#### Labels
 | Label | Value |
 |--|--|
 |karpenter.k8s.aws/instance-capability-flex|false|
 |karpenter.k8s.aws/instance-category|i|
 |karpenter.k8s.aws/instance-cpu|2|
 |karpenter.k8s.aws/instance-cpu-manufacturer|intel|
 |karpenter.k8s.aws/instance-cpu-sustained-clock-speed-mhz|3600|
 |karpenter.k8s.aws/instance-ebs-bandwidth|10000|
 |karpenter.k8s.aws/instance-encryption-in-transit-supported|true|
 |karpenter.k8s.aws/instance-family|i7ie|
 |karpenter.k8s.aws/instance-generation|7|
 |karpenter.k8s.aws/instance-hypervisor|nitro|
 |karpenter.k8s.aws/instance-local-nvme|1250|
 |karpenter.k8s.aws/instance-memory|16384|
 |karpenter.k8s.aws/instance-network-bandwidth|2083|
 |karpenter.k8s.aws/instance-size|large|
 |kubernetes.io/arch|amd64|
 |kubernetes.io/os|linux|
 |node.kubernetes.io/instance-type|i7ie.large|
### \`m7gd.16xlarge\`
#### Labels
 | Label | Value |
 |--|--|
 |karpenter.k8s.aws/instance-cpu|64|
 |karpenter.k8s.aws/instance-ebs-bandwidth|20000|
 |karpenter.k8s.aws/instance-family|m7gd|
 |karpenter.k8s.aws/instance-local-nvme|3800|
 |karpenter.k8s.aws/instance-memory|262144|
 |kubernetes.io/arch|arm64|
#### Resources
 | Resource | Quantity |
 |--|--|
 |cpu|63770m|
 |memory|233962Mi|
### \`r8g.24xlarge\`
#### Labels
 | Label | Value |
 |--|--|
 |karpenter.k8s.aws/instance-cpu|96|
 |karpenter.k8s.aws/instance-ebs-bandwidth|30000|
 |karpenter.k8s.aws/instance-family|r8g|
 |karpenter.k8s.aws/instance-memory|786432|
 |kubernetes.io/arch|arm64|
`;

describe('catalog generator: parsers on sample source rows', () => {
  it("reads Karpenter's instance-type reference: vCPU, memory, architecture, EBS maximum, NVMe total", () => {
    const k = parseKarpenterInstanceTypes(KARPENTER_TYPES_MD);
    expect(k.size).toBe(3);
    expect(k.get('i7ie.large')).toEqual({
      vcpu: 2,
      memoryMiB: 16384,
      architecture: 'x86_64',
      ebsMaxMbps: 10000,
      localNvmeGB: 1250,
    });
    // Resources (cpu, memory after overhead) are not labels; a type without a store has none.
    expect(k.get('m7gd.16xlarge')).toMatchObject({ vcpu: 64, memoryMiB: 262144 });
    expect(k.get('r8g.24xlarge')?.localNvmeGB).toBeUndefined();
  });

  it('reads both row shapes of the EBS-optimized table (burst rows of 6 figures, flat rows of 3)', () => {
    const ebs = parseEbsOptimized(EBS_MD);
    expect(ebs.size).toBe(6);
    expect(ebs.get('m6id.large')).toEqual({
      baselineMbps: 650,
      maxMbps: 10000,
      baselineMBps: 81.25,
      maxMBps: 1250,
      baselineIops: 3600,
      maxIops: 40000,
    });
    expect(ebs.get('x2idn.16xlarge')).toMatchObject({ baselineIops: 173333, maxIops: 173333 });
  });

  it('reads instance-store volumes, specifications and store IOPS, ignoring other tables', () => {
    expect(parseInstanceStoreVolumes(STORE_MD).get('x2iedn.4xlarge')).toEqual({
      devices: 1,
      deviceSizeGB: 475,
      type: 'NVMe SSD',
    });
    const page = parseCategoryPage(MO_MD);
    expect(page.specs.get('r6id.12xlarge')).toEqual({ vcpu: 48, memoryGiB: 384 });
    expect(page.storeIops.get('r6id.12xlarge')).toEqual({
      readIops4k: 804999,
      writeIops4k: 402501,
    });
    expect(page.specs.size).toBe(2);
  });

  it('reads Karpenter prices with their generation stamp and the autoscaler table', () => {
    const k = parseKarpenterPrices(KARPENTER_GO);
    expect(k.generatedAt).toBe('2026-07-20T13:44:30Z');
    expect(k.region).toBe('us-east-1');
    expect(k.prices.get('r7g.xlarge')).toBe(0.2142);
    expect(k.prices.size).toBe(9);
    const a = parseAutoscalerTypes(AUTOSCALER_GO);
    expect(a.lastUpdated).toBe('2026-01-22');
    expect(a.types.get('m7i.24xlarge')).toEqual({
      vcpu: 96,
      memoryMiB: 393216,
      architecture: 'x86_64',
    });
  });

  it('fails loudly on a malformed source instead of writing a partial catalog', () => {
    expect(() => parseKarpenterPrices('package pricing\n')).toThrow(/us-east-1/);
    expect(() => parseAutoscalerTypes(AUTOSCALER_GO.replace('arm64', 'sparc'))).toThrow(/sparc/);
    expect(() => parseEbsOptimized(EBS_MD.replace('3600', '3,6x0'))).toThrow(/not a number/);
  });
});

describe('catalog generator: the shipped catalog holds the sample rows', () => {
  it('EBS ceilings as published (bandwidth MB/s = Mbps / 8)', () => {
    for (const [name, e] of parseEbsOptimized(EBS_MD)) {
      const i = getInstance(C, name);
      expect(i, name).toBeDefined();
      expect(i?.ebs.baselineIops).toBe(e.baselineIops);
      expect(i?.ebs.maxIops).toBe(e.maxIops);
      expect(i?.ebs.baselineMBps).toBe(e.baselineMbps / 8);
      expect(i?.ebs.maxMBps).toBe(e.maxMbps / 8);
      expect(Math.abs((i?.ebs.baselineMBps ?? 0) - e.baselineMBps)).toBeLessThan(0.01);
      expect(i?.ebs.estimateNote).toBeUndefined();
    }
  });

  it('instance store: volumes, sizes and IOPS', () => {
    const vols = parseInstanceStoreVolumes(STORE_MD);
    const iops = parseCategoryPage(MO_MD).storeIops;
    for (const name of ['r6id.12xlarge', 'x2iedn.4xlarge']) {
      expect(getInstance(C, name)?.instanceStore).toEqual({
        devices: vols.get(name)?.devices,
        deviceSizeGB: vols.get(name)?.deviceSizeGB,
        ...iops.get(name),
      });
    }
    expect(getInstance(C, 'i4g.8xlarge')?.instanceStore).toMatchObject({
      devices: 2,
      deviceSizeGB: 3750,
    });
  });

  it('vCPU, memory, architecture and us-east-1 prices', () => {
    for (const [name, t] of parseAutoscalerTypes(AUTOSCALER_GO).types) {
      const i = getInstance(C, name);
      expect([i?.vcpu, i?.memoryGiB, i?.architecture]).toEqual([
        t.vcpu,
        t.memoryMiB / 1024,
        t.architecture,
      ]);
    }
    for (const [name, usd] of parseKarpenterPrices(KARPENTER_GO).prices) {
      const p = getInstancePrice(C, 'us-east-1', name);
      if (['r7g.medium', 'r7g.metal'].includes(name)) expect(p).toBeUndefined();
      else expect(p?.hourlyUsd, name).toBe(usd);
    }
  });

  it('marks the EBS ceilings of families newer than the user guide as estimates', () => {
    const i = getInstance(C, 'r8g.4xlarge');
    expect(i?.ebs.estimateNote).toMatch(/ESTIMATE.*r7g\.4xlarge/);
    expect(i?.note).toMatch(/ESTIMATE/);
    expect(i?.ebs.maxIops).toBe(getInstance(C, 'r7g.4xlarge')?.ebs.maxIops);
  });

  it("holds the reference's published figures of the newer families, estimates marked and checked", () => {
    for (const [name, k] of parseKarpenterInstanceTypes(KARPENTER_TYPES_MD)) {
      const i = getInstance(C, name);
      expect(i, name).toBeDefined();
      expect([i?.vcpu, i?.memoryGiB, i?.architecture]).toEqual([
        k.vcpu,
        (k.memoryMiB ?? NaN) / 1024,
        k.architecture,
      ]);
      // The maximum bandwidth is published; the baseline and the IOPS are an estimate.
      expect(i?.ebs.maxMBps).toBe((k.ebsMaxMbps ?? NaN) / 8);
      expect(i?.ebs.estimateNote).toMatch(/ESTIMATE/);
      const s = i?.instanceStore ?? null;
      if (k.localNvmeGB === undefined) expect(s).toBeNull();
      else {
        expect((s?.devices ?? 0) * (s?.deviceSizeGB ?? 0)).toBe(k.localNvmeGB);
        expect(s?.estimateNote).toMatch(/ESTIMATE/);
      }
    }
    // i7ie.large: store estimated from i3en.large (same 1,250 GB), EBS from i4i.large (same
    // 10,000 Mbps maximum): their published rows.
    const i7 = getInstance(C, 'i7ie.large');
    expect(i7?.instanceStore).toMatchObject({ devices: 1, deviceSizeGB: 1250, readIops4k: 42500 });
    expect(i7?.instanceStore?.estimateNote).toContain('i3en.large');
    expect(i7?.ebs).toMatchObject({ baselineIops: 2500, maxIops: 40000, baselineMBps: 78.125 });
    expect(i7?.ebs.estimateNote).toContain('i4i.large');
    expect(i7?.source).toContain(GENERATED_SOURCES.instanceReference.path);
  });

  it('lists what it left out, with the reason', () => {
    expect(NOT_GENERATED).toContain('i4i.12xlarge: no EBS row in the user guide');
    for (const s of NOT_GENERATED) expect(s).toMatch(/^[a-z0-9]+\.\w+: no /);
    for (const s of NOT_GENERATED)
      expect(getInstance(C, s.slice(0, s.indexOf(':')))).toBeUndefined();
  });

  it('records repository, commit and dates of every source table', () => {
    for (const s of Object.values(GENERATED_SOURCES)) {
      expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(s.repo).toMatch(/^[\w-]+\/[\w.-]+$/);
      expect(s.fileDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(s.commitDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it("keeps every us-east-1 price positive and within the source table's range for these families", () => {
    const prices = Object.values(C.regions['us-east-1']?.instancePrices ?? {}).map(
      (p) => p.hourlyUsd,
    );
    // Every AWS type (Azure's and Google Cloud's are priced in their own regions, issue 38).
    const aws = Object.values(C.instances).filter((i) => i.cloud === undefined);
    expect(prices.length).toBe(aws.length);
    // Karpenter's table for these families runs from c6g.large ($0.068) to x2iedn.24xlarge ($20.007).
    for (const p of prices) {
      expect(p).toBeGreaterThanOrEqual(0.068);
      expect(p).toBeLessThanOrEqual(20.007);
    }
  });
});
