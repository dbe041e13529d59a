package de.kontor.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
