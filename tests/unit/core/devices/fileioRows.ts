/**
 * The brief's sysbench fileio measurements (random read, O_DIRECT, one 100 GiB file):
 * /work/shared/domain/fileio-measurements.csv, copied verbatim so the tests run anywhere.
 */
export interface FileioRow {
  instance: string;
  storage: 'gp3' | 'instance-store';
  iops: number | null;
  mibps: number | null;
  blockKiB: number;
  threads: number;
  readsPerSecond: number;
}

const CSV = `m6i.2xlarge,gp3,3000,125,4,16,3048.28
m6i.2xlarge,gp3,3000,125,16,16,2975.80
m6i.2xlarge,gp3,3000,125,32,16,2973.12
m6i.2xlarge,gp3,12000,500,4,16,12200.13
m6i.2xlarge,gp3,12000,500,16,16,12001.58
m6i.2xlarge,gp3,12000,500,32,16,12001.64
m6i.2xlarge,gp3,16000,256,4,16,16266.95
m6i.2xlarge,gp3,16000,256,16,16,16002.32
m6i.2xlarge,gp3,16000,256,32,16,8342.63
m6id.large,instance-store,,,4,16,34177.22
m6id.large,instance-store,,,16,16,9757.92
m6id.large,instance-store,,,32,16,4793.425
m6id.xlarge,instance-store,,,4,16,68236.07
m6id.xlarge,instance-store,,,16,16,19553.94
m6id.xlarge,instance-store,,,32,16,9606.49
m6id.2xlarge,instance-store,,,4,16,136652.40
m6id.2xlarge,instance-store,,,16,16,39091.36
m6id.2xlarge,instance-store,,,32,16,19212.81
m6id.4xlarge,instance-store,,,4,16,158538.84
m6id.4xlarge,instance-store,,,16,16,78323.53
m6id.4xlarge,instance-store,,,32,16,38424.97
m6id.4xlarge,instance-store,,,4,32,249438.90
m6id.4xlarge,instance-store,,,4,64,273438.75
m6id.8xlarge,instance-store,,,4,16,162055.74
m6id.8xlarge,instance-store,,,16,16,122257.32
m6id.8xlarge,instance-store,,,32,16,79475.42
m6id.8xlarge,instance-store,,,4,32,255258.95
m6id.8xlarge,instance-store,,,4,64,335556.25`;

export const FILEIO_ROWS: FileioRow[] = CSV.split('\n').map((line) => {
  const [instance, storage, iops, mibps, block, threads, rate] = line.split(',');
  return {
    instance: instance ?? '',
    storage: storage as FileioRow['storage'],
    iops: iops ? Number(iops) : null,
    mibps: mibps ? Number(mibps) : null,
    blockKiB: Number(block),
    threads: Number(threads),
    readsPerSecond: Number(rate),
  };
});
