/** Jest setupFiles entry of the 'emulator-over-http' project: emulator suites drive a real server on 127.0.0.1. */
process.env['PORTCULLIS_EMULATOR_TRANSPORT'] = 'http';
