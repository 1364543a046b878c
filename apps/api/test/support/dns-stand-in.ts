import dns2 from 'dns2';

const { Packet } = dns2;

/** One name's records in the stand-in's zone; a name not listed answers NXDOMAIN. */
export interface StandInRecords {
  mx?: { exchange: string; priority: number }[];
  a?: string[];
  /** The server fails for this name (SERVFAIL), as a broken authority would. */
  fail?: boolean;
}

export interface DnsStandIn {
  /** `127.0.0.1:<port>`, for MAIL_DNS_SERVERS. */
  server: string;
  /** Every question asked, as `TYPE name`. */
  questions: string[];
  close(): Promise<void>;
}

const RCODE_SERVFAIL = 2;
const RCODE_NXDOMAIN = 3;

/**
 * A tiny authoritative DNS server over UDP on 127.0.0.1 (the `dns2` package) that answers MX and A
 * questions from `zone`: the real resolver of the API asks it through `Resolver.setServers`.
 */
export async function startDnsStandIn(zone: Record<string, StandInRecords>): Promise<DnsStandIn> {
  const questions: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return send(response);
      const name = question.name.toLowerCase();
      const type = question.type === Packet.TYPE.MX ? 'MX' : question.type === Packet.TYPE.A ? 'A' : 'OTHER';
      questions.push(`${type} ${name}`);
      const records = zone[name];
      if (!records) response.header.rcode = RCODE_NXDOMAIN;
      else if (records.fail) response.header.rcode = RCODE_SERVFAIL;
      else if (type === 'MX') {
        for (const mx of records.mx ?? []) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, ...mx }));
        }
      } else if (type === 'A') {
        for (const address of records.a ?? []) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, address }));
        }
      }
      send(response);
    },
  });
  const listening = new Promise<void>((resolve) => server.on('listening', () => resolve()));
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  await listening;
  const port = server.addresses().udp?.port;
  if (port === undefined) throw new Error('the DNS stand-in has no UDP port');
  return {
    server: `127.0.0.1:${port}`,
    questions,
    close: () => server.close(),
  };
}
