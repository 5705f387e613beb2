from manim import *

class StackCoins(Scene):
    def construct(self):
        # Create the stack of yellow circles
        coins = VGroup(*[Circle(radius=0.4, color=YELLOW, fill_opacity=0.6) for _ in range(5)])
        coins.arrange(RIGHT, buff=0.3)
        
        # Create the text "Coins: n"
        text = Text("Coins: 5", font_size=48).to_edge(UP)
        
        # Add the stack and text to the scene
        self.play(Create(coins))
        self.play(Write(text))
        self.wait()