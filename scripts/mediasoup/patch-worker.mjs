// Adapts mediasoup-worker's source (copied out of node_modules) to Debian's libraries.
// Every replacement must match exactly once, so a mediasoup upgrade fails here loudly instead of building something else.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: patch-worker.mjs <worker-source-dir>');

function patch(file, from, to) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const count = text.split(from).length - 1;
  if (count !== 1)
    throw new Error(`${file}: expected one match of ${JSON.stringify(from.slice(0, 60))}, found ${count}`);
  writeFileSync(path, text.replace(from, to));
}

// Debian bookworm ships meson 1.0.1; nothing the worker uses needs 1.1.
patch('meson.build', "meson_version: '>= 1.1.0'", "meson_version: '>= 1.0.1'");
// link_whole only feeds the optional static library (never built here) and needs static archives Debian does not ship.
patch(
  'meson.build',
  /link_whole = \[\n[\s\S]*?\n\]\n/.exec(readFileSync(join(dir, 'meson.build'), 'utf8'))[0],
  'link_whole = []\n',
);

// libsrtp 2.5 (Debian) lacks the two newest error codes of mediasoup's libsrtp3 fork.
patch(
  'src/DepLibSRTP.cpp',
  '\t{ srtp_err_status_pkt_idx_adv,   "packet index advanced, reset needed" },\n\t{ srtp_err_status_buffer_small,  "out buffer is too small" },\n\t{ srtp_err_status_cryptex_err,   "unsupported cryptex operation" }\n',
  '\t{ srtp_err_status_pkt_idx_adv,   "packet index advanced, reset needed" }\n',
);

// libsrtp 2.x protects in place with int lengths; copy into the (trailer-sized) encrypt buffer first.
patch(
  'src/RTC/SrtpSession.cpp',
  `		const srtp_err_status_t err = srtp_protect(
		  /*srtp_t ctx*/ this->session,
		  /*const uint8_t* rtp*/ *data,
		  /*size_t rtp_len*/ *len,
		  /*uint8_t* srtp*/ encryptBuffer,
		  /*size_t* srtp_len*/ std::addressof(encryptLen),
		  /*size_t mki_index*/ 0);`,
  `		std::memcpy(encryptBuffer, *data, *len);
		int protectLen = static_cast<int>(*len);
		const srtp_err_status_t err = srtp_protect(this->session, encryptBuffer, &protectLen);
		encryptLen = static_cast<size_t>(protectLen);`,
);
patch(
  'src/RTC/SrtpSession.cpp',
  `		const srtp_err_status_t err = srtp_unprotect(
		  /*srtp_t ctx*/ this->session,
		  /*const uint8_t* srtp*/ data,
		  /*size_t srtp_len*/ *len,
		  /*uint8_t* rtp*/ data,
		  /*size_t* rtp_len*/ std::addressof(decryptLen));`,
  `		int unprotectLen = static_cast<int>(*len);
		const srtp_err_status_t err = srtp_unprotect(this->session, data, &unprotectLen);
		decryptLen = static_cast<size_t>(unprotectLen);`,
);
patch(
  'src/RTC/SrtpSession.cpp',
  `		const srtp_err_status_t err = srtp_protect_rtcp(
		  /*srtp_t ctx*/ this->session,
		  /*const uint8_t* rtcp*/ *data,
		  /*size_t rtcp_len*/ *len,
		  /*uint8_t* srtcp*/ encryptBuffer,
		  /*size_t* srtcp_len*/ std::addressof(encryptLen),
		  /*size_t mki_index*/ 0);`,
  `		std::memcpy(encryptBuffer, *data, *len);
		int protectLen = static_cast<int>(*len);
		const srtp_err_status_t err = srtp_protect_rtcp(this->session, encryptBuffer, &protectLen);
		encryptLen = static_cast<size_t>(protectLen);`,
);
patch(
  'src/RTC/SrtpSession.cpp',
  `		const srtp_err_status_t err = srtp_unprotect_rtcp(
		  /*srtp_t ctx*/ this->session,
		  /*const uint8_t* srtcp*/ data,
		  /*size_t srtcp_len*/ *len,
		  /*uint8_t* rtcp*/ data,
		  /*size_t* rtcp_len*/ std::addressof(decryptLen));`,
  `		int unprotectLen = static_cast<int>(*len);
		const srtp_err_status_t err = srtp_unprotect_rtcp(this->session, data, &unprotectLen);
		decryptLen = static_cast<size_t>(unprotectLen);`,
);

// libsrtp 2.x names it srtp_remove_stream.
patch('include/RTC/SrtpSession.hpp', 'srtp_stream_remove(', 'srtp_remove_stream(');

// With a kernel-TLS OpenSSL (Debian's) the BIO callback is also asked BIO_CTRL_GET_KTLS_SEND; answering 1 there
// makes OpenSSL skip its write buffer and the worker crashes on the first DTLS packet. Return what OpenSSL returned.
patch(
  'src/RTC/DtlsTransport.cpp',
  'long resultOfcallback = (operationType == BIO_CB_RETURN) ? static_cast<long>(ret) : 1;',
  'long resultOfcallback = (operationType & BIO_CB_RETURN) ? static_cast<long>(ret) : 1;',
);
