import { defineMessages } from '@oslonac/web/i18n';

/** /device-test: camera, microphone, speakers and the connection, before a session. */
export const deviceTestMessages = defineMessages(
  {
    meta: 'Provera kamere i mikrofona',
    title: 'Provera kamere i mikrofona',
    lead: 'Za nekoliko koraka proverite da li će sesija raditi na ovom uređaju. Ništa se ne snima i ne čuva.',
    start: 'Uključi kameru i mikrofon',
    starting: 'Uključujem…',
    cameraHeading: 'Kamera',
    previewLabel: 'Slika sa vaše kamere',
    cameraOk: 'Kamera radi ako vidite sebe iznad.',
    micHeading: 'Mikrofon',
    micLevel: 'Jačina zvuka sa mikrofona',
    micHint: 'Progovorite: traka treba da se pomera dok govorite.',
    micHeard: 'Mikrofon vas čuje.',
    micSilent: 'Još ne čujemo zvuk. Progovorite malo glasnije ili izaberite drugi mikrofon.',
    camera: 'Kamera',
    microphone: 'Mikrofon',
    deviceDefault: 'Podrazumevani uređaj',
    deviceUnnamed: 'Uređaj {n}',
    speakerHeading: 'Zvučnici ili slušalice',
    speakerPlay: 'Pusti probni ton',
    speakerHint:
      'Čućete kratak ton. Ako ga ne čujete, pojačajte zvuk ili izaberite drugi izlaz zvuka u sistemu.',
    speakerPlayed: 'Ton je pušten.',
    connectionHeading: 'Veza',
    connectionHint: 'Oko deset sekundi šaljemo vašu sliku i zvuk do našeg servera i nazad i merimo vezu.',
    connectionRun: 'Test veze',
    connectionRunning: 'Merim vezu…',
    connectionResult: 'Kašnjenje {rtt} ms, gubitak paketa {loss} %.',
    connectionNoMedia: 'Slika se nije vratila sa servera. Veza možda blokira video.',
    resultGood: 'Veza je dobra za video sesiju.',
    resultMedium: 'Veza je upotrebljiva, ali slika može povremeno da kasni.',
    resultPoor:
      'Veza je slaba. Sesija će verovatno raditi samo sa zvukom; probajte bližu Wi-Fi mrežu ili kabl.',
    connectionFailed:
      'Povezivanje sa našim serverom nije uspelo. Mreža na kojoj ste (često poslovna ili javna) možda blokira video pozive. Pokušajte sa druge mreže, na primer preko mobilnog interneta.',

    permissionDenied: 'Pregledač nije dozvolio pristup kameri ili mikrofonu.',
    noCamera:
      'Kamera nije pronađena. Proverite da li je priključena i da li je neki drugi program ne koristi.',
    noMicrophone: 'Mikrofon nije pronađen. Priključite mikrofon ili slušalice sa mikrofonom.',
    deviceBusy: 'Kamera ili mikrofon su zauzeti drugim programom. Zatvorite ga i pokušajte ponovo.',
    mediaFailed: 'Kamera ili mikrofon ne rade. Pokušajte sa drugim uređajem.',
    insecure: 'Kamera radi samo na bezbednoj (https) adresi.',
    unsupported:
      'Ovaj pregledač ne podržava video pozive. Koristite noviji Chrome, Edge, Firefox ili Safari.',

    helpHeading: 'Kako dozvoliti kameru i mikrofon',
    helpChrome:
      'Chrome i Edge: kliknite na ikonicu katanca ili kamere levo od adrese, za kameru i mikrofon izaberite „Dozvoli“, pa osvežite stranu.',
    helpFirefox:
      'Firefox: kliknite na ikonicu kamere levo od adrese, uklonite zabranu za kameru i mikrofon, pa osvežite stranu.',
    helpSafari:
      'Safari: u meniju Safari izaberite „Podešavanja za ovaj sajt“ (na iPhone-u: „aA“ levo od adrese), za kameru i mikrofon izaberite „Dozvoli“, pa osvežite stranu.',
    helpYourBrowser: 'Vaš pregledač',
  },
  {
    // Product names and the address scheme stay in Latin, as Serbian Cyrillic text writes them.
    cyrl: {
      helpSafari:
        'Safari: у менију Safari изаберите „Подешавања за овај сајт“ (на iPhone-у: „aA“ лево од адресе), за камеру и микрофон изаберите „Дозволи“, па освежите страну.',
      insecure: 'Камера ради само на безбедној (https) адреси.',
    },
    en: {
      meta: 'Camera and microphone check',
      title: 'Camera and microphone check',
      lead: 'In a few steps, check that a session will work on this device. Nothing is recorded or stored.',
      start: 'Turn on camera and microphone',
      starting: 'Turning on…',
      cameraHeading: 'Camera',
      previewLabel: 'The picture from your camera',
      cameraOk: 'The camera works if you see yourself above.',
      micHeading: 'Microphone',
      micLevel: 'Microphone sound level',
      micHint: 'Say something: the bar should move while you speak.',
      micHeard: 'The microphone hears you.',
      micSilent: 'We do not hear any sound yet. Speak a little louder or choose another microphone.',
      camera: 'Camera',
      microphone: 'Microphone',
      deviceDefault: 'Default device',
      deviceUnnamed: 'Device {n}',
      speakerHeading: 'Speakers or headphones',
      speakerPlay: 'Play a test tone',
      speakerHint:
        'You will hear a short tone. If you do not, turn the volume up or choose another sound output in the system.',
      speakerPlayed: 'The tone was played.',
      connectionHeading: 'Connection',
      connectionHint:
        'For about ten seconds we send your picture and sound to our server and back and measure the connection.',
      connectionRun: 'Test the connection',
      connectionRunning: 'Measuring the connection…',
      connectionResult: 'Delay {rtt} ms, packet loss {loss} %.',
      connectionNoMedia: 'The picture did not come back from the server. The network may block video.',
      resultGood: 'The connection is good for a video session.',
      resultMedium: 'The connection is usable, but the picture may lag at times.',
      resultPoor:
        'The connection is weak. The session will probably work with sound only; try a closer Wi-Fi network or a cable.',
      connectionFailed:
        'Connecting to our server did not work. The network you are on (often a workplace or public one) may block video calls. Try another network, for example mobile data.',
      permissionDenied: 'The browser did not allow access to the camera or microphone.',
      noCamera: 'No camera was found. Check that it is connected and that no other program is using it.',
      noMicrophone: 'No microphone was found. Connect a microphone or a headset.',
      deviceBusy: 'Another program is using the camera or microphone. Close it and try again.',
      mediaFailed: 'The camera or microphone does not work. Try another device.',
      insecure: 'The camera works only on a secure (https) address.',
      unsupported: 'This browser does not support video calls. Use a recent Chrome, Edge, Firefox or Safari.',
      helpHeading: 'How to allow the camera and microphone',
      helpChrome:
        'Chrome and Edge: click the padlock or camera icon left of the address, choose “Allow” for camera and microphone, then reload the page.',
      helpFirefox:
        'Firefox: click the camera icon left of the address, remove the block for camera and microphone, then reload the page.',
      helpSafari:
        'Safari: in the Safari menu choose “Settings for This Website” (on iPhone: “aA” left of the address), choose “Allow” for camera and microphone, then reload the page.',
      helpYourBrowser: 'Your browser',
    },
  },
);
